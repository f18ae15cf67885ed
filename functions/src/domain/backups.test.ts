import { backupLocation } from './backups';

const at = new Date('2026-11-25T08:00:00.123Z');

describe('backupLocation', () => {
  it('When a bucket is configured, then the export goes to a folder named by its date and time', () => {
    expect(backupLocation('gs://demo-iltkd-backups', at)).toBe(
      'gs://demo-iltkd-backups/firestore/2026-11-25T080000Z',
    );
  });

  it('When the bucket is given without gs://, with a folder or a trailing slash, then the same shape comes out', () => {
    expect(backupLocation('demo-iltkd-backups/', at)).toBe(
      'gs://demo-iltkd-backups/firestore/2026-11-25T080000Z',
    );
    expect(backupLocation(' gs://shared/iltkd ', at)).toBe(
      'gs://shared/iltkd/firestore/2026-11-25T080000Z',
    );
  });

  it('When no bucket is configured, then there is no location', () => {
    expect(backupLocation('', at)).toBeNull();
    expect(backupLocation('  ', at)).toBeNull();
    expect(backupLocation('gs://', at)).toBeNull();
  });
});
