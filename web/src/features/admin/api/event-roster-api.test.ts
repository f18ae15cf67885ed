import { fakeFetch } from '../../../lib/api/fake-fetch';
import { currentIdToken } from '../../../lib/api/signed-in-request';
import { productionTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';

import { downloadEventRosterCsv, getEventRoster } from './event-roster-api';

jest.mock('../../../lib/api/signed-in-request');
jest.mock('../../../lib/files/save-blob');
jest.mock('../../../lib/firebase/app-check-headers');

const API = 'https://api.example.test/api/v1';

beforeEach(() => {
  jest.mocked(currentIdToken).mockResolvedValue('id-token');
  jest.mocked(appCheckHeaders).mockResolvedValue({});
});

describe('event roster API', () => {
  it('asks for one page of the roster with its filters, leaving out the "all" ones', async () => {
    const api = fakeFetch({ body: { rows: [], total: 0 } });
    await getEventRoster(
      productionTestConfig(),
      'e-1',
      { status: 'waiting', paid: 'all' },
      { skip: 25, after: 'e-1_m-9', limit: 25 },
    );
    expect(api.sent()).toMatchObject({
      url: `${API}/admin/events/e-1/roster?status=waiting&skip=25&after=e-1_m-9&limit=25`,
      method: 'GET',
      headers: { Authorization: 'Bearer id-token' },
    });
  });

  it('sends no filter for a value the API does not filter on', async () => {
    const api = fakeFetch({ body: { rows: [], total: 0 } });
    await getEventRoster(
      productionTestConfig(),
      'e-1',
      { status: 'lost', paid: 'maybe', division: 'giants', club: ' ', search: '' },
      { skip: 0, limit: 25 },
    );
    expect(api.sent().url).toBe(`${API}/admin/events/e-1/roster?skip=0&limit=25`);
  });

  it("downloads the roster's CSV for the event and the same filters", async () => {
    const api = fakeFetch({ text: 'Name\n' });
    await downloadEventRosterCsv(productionTestConfig(), 'e-1', { status: 'all', paid: 'no' });
    expect(api.sent()).toMatchObject({
      url: `${API}/admin/export/event-roster.csv?event_id=e-1&paid=no`,
      method: 'GET',
      headers: { Accept: 'text/csv', Authorization: 'Bearer id-token' },
    });
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(blob).toMatchObject({ type: 'text/csv', size: 'Name\n'.length });
    expect(name).toMatch(/^event-roster-\d{4}-\d\d-\d\d\.csv$/);
  });
});
