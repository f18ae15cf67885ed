import { fakeFetch } from '../../../lib/api/fake-fetch';
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
    const api = fakeFetch({ text: 'id,email\n' });

    await downloadCsv(productionTestConfig(), 'accounts', { search: 'ana', status: 'all' });

    expect(api.sent()).toMatchObject({
      url: 'https://api.example.test/api/v1/admin/export/accounts.csv?search=ana',
      method: 'GET',
      headers: {
        Accept: 'text/csv',
        Authorization: 'Bearer id-token',
        'X-Firebase-AppCheck': 'attested',
      },
    });
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(blob).toMatchObject({ type: 'text/csv', size: 'id,email\n'.length });
    expect(name).toMatch(/^accounts-\d{4}-\d\d-\d\d\.csv$/);
  });
});
