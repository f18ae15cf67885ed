import { currentIdToken } from '../../../lib/api/signed-in-request';
import { productionTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';

import { downloadCsv } from './export-csv';

jest.mock('../../../lib/api/signed-in-request');
jest.mock('../../../lib/files/save-blob');
jest.mock('../../../lib/firebase/app-check-headers');

describe('downloadCsv', () => {
  it("sends the bearer token and, in production, this site's App Check token, then saves the file", async () => {
    jest.mocked(currentIdToken).mockResolvedValue('id-token');
    jest.mocked(appCheckHeaders).mockResolvedValue({ 'X-Firebase-AppCheck': 'attested' });
    const blob = new Blob(['id,email\n']);
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, blob: async () => blob });
    await downloadCsv(productionTestConfig(), 'accounts', { search: 'ana' });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.test/api/v1/admin/export/accounts.csv?search=ana',
      { headers: { Authorization: 'Bearer id-token', 'X-Firebase-AppCheck': 'attested' } },
    );
    expect(saveBlob).toHaveBeenCalledWith(
      blob,
      expect.stringMatching(/^accounts-\d{4}-\d\d-\d\d\.csv$/),
    );
  });
});
