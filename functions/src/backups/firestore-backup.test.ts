import { logger } from 'firebase-functions';

import { backUpFirestore, type FirestoreExporter } from './firestore-backup';

const now = new Date('2026-11-25T08:00:00Z');

function fakeExporter() {
  const requests: Parameters<FirestoreExporter['exportDocuments']>[0][] = [];
  const exporter: FirestoreExporter = {
    async exportDocuments(request) {
      requests.push(request);
      return [{ name: 'projects/demo-iltkd/databases/(default)/operations/op-1' }];
    },
  };
  return { exporter, requests };
}

afterEach(() => jest.restoreAllMocks());

describe('backUpFirestore', () => {
  it('When a bucket is configured, then the whole default database is exported to a dated folder in it', async () => {
    jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { exporter, requests } = fakeExporter();
    const location = await backUpFirestore(exporter, {
      projectId: 'demo-iltkd',
      bucket: 'gs://demo-iltkd-backups',
      now,
    });
    expect(requests).toEqual([
      {
        name: 'projects/demo-iltkd/databases/(default)',
        outputUriPrefix: 'gs://demo-iltkd-backups/firestore/2026-11-25T080000Z',
      },
    ]);
    expect(location).toBe('gs://demo-iltkd-backups/firestore/2026-11-25T080000Z');
  });

  it('When no bucket is configured, then nothing is exported and a warning says why', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { exporter, requests } = fakeExporter();
    const location = await backUpFirestore(exporter, { projectId: 'demo-iltkd', bucket: '', now });
    expect(requests).toEqual([]);
    expect(location).toBeNull();
    expect(warn).toHaveBeenCalledWith('Firestore backup skipped: BACKUP_BUCKET is not set');
  });

  it('When the Admin API refuses the export, then the run fails so that it shows as failed', async () => {
    const exporter: FirestoreExporter = {
      exportDocuments: () => Promise.reject(new Error('7 PERMISSION_DENIED')),
    };
    await expect(
      backUpFirestore(exporter, { projectId: 'demo-iltkd', bucket: 'gs://b', now }),
    ).rejects.toThrow('PERMISSION_DENIED');
  });
});
