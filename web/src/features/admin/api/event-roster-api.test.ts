import { currentIdToken, signedInRequest } from '../../../lib/api/signed-in-request';
import { productionTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';

import { downloadEventRosterCsv, getEventRoster } from './event-roster-api';

jest.mock('../../../lib/api/signed-in-request');
jest.mock('../../../lib/files/save-blob');
jest.mock('../../../lib/firebase/app-check-headers');

describe('event roster API', () => {
  it('asks for one page of the roster with its filters, leaving out the "all" ones', async () => {
    jest.mocked(signedInRequest).mockResolvedValue({ rows: [], total: 0 });
    await getEventRoster(
      productionTestConfig(),
      'e-1',
      { status: 'waiting', paid: 'all' },
      { skip: 25, after: 'e-1_m-9', limit: 25 },
    );
    expect(signedInRequest).toHaveBeenCalledWith(
      expect.anything(),
      '/admin/events/e-1/roster?status=waiting&skip=25&after=e-1_m-9&limit=25',
    );
  });

  it("downloads the roster's CSV for the event and the same filters", async () => {
    jest.mocked(currentIdToken).mockResolvedValue('id-token');
    jest.mocked(appCheckHeaders).mockResolvedValue({});
    const blob = new Blob(['Name\n']);
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, blob: async () => blob });
    await downloadEventRosterCsv(productionTestConfig(), 'e-1', { status: 'all', paid: 'no' });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.test/api/v1/admin/export/event-roster.csv?event_id=e-1&paid=no',
      { headers: { Authorization: 'Bearer id-token' } },
    );
    expect(saveBlob).toHaveBeenCalledWith(
      blob,
      expect.stringMatching(/^event-roster-\d{4}-\d\d-\d\d\.csv$/),
    );
  });
});
