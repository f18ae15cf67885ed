import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { DOWNLOAD_DOCUMENTS } from './download-documents';

const publicDir = join(__dirname, '..', '..', '..', 'public');

describe('DOWNLOAD_DOCUMENTS', () => {
  it('lists the four documents of the downloads page', () => {
    expect(DOWNLOAD_DOCUMENTS.map((document) => document.id)).toEqual([
      'athleteConduct',
      'coachConduct',
      'parentsConduct',
      'trainingMediaRelease',
    ]);
  });

  it.each(
    DOWNLOAD_DOCUMENTS.filter((document) => document.url).map((document) => [
      document.url,
      document,
    ]),
  )('points %s to a shipped PDF whose recorded size is its real size', (url, document) => {
    const path = join(publicDir, String(url));
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).size).toBe(document.sizeBytes);
  });
});
