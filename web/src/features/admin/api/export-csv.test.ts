import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';

import { downloadCsv } from './export-csv';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../lib/files/save-blob');
jest.mock('../../../lib/firebase/app-check-headers');

serveApi();

describe('downloadCsv', () => {
  it("sends the bearer token and this site's App Check token, then saves the file", async () => {
    jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('id-token'));
    jest.mocked(appCheckHeaders).mockResolvedValue({ 'X-Firebase-AppCheck': 'attested' });
    const headers: Headers[] = [];
    apiServer.use(
      apiHandler('GET /admin/export/accounts.csv', ({ request }) => {
        headers.push(request.headers);
        return 'id,email\n';
      }),
    );

    await downloadCsv(emulatorTestConfig(), 'accounts', { search: 'ana', status: 'all' });

    expect(sentTo('GET /admin/export/accounts.csv').map(({ query }) => query)).toEqual([
      { search: 'ana' },
    ]);
    expect(headers.map((sent) => Object.fromEntries(sent))).toEqual([
      expect.objectContaining({
        accept: 'text/csv',
        authorization: 'Bearer id-token',
        'x-firebase-appcheck': 'attested',
      }),
    ]);
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(blob).toMatchObject({ type: 'text/csv', size: 'id,email\n'.length });
    expect(name).toMatch(/^accounts-\d{4}-\d\d-\d\d\.csv$/);
  });
});
