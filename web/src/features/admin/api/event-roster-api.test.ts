import type { EventRosterWire } from '@domain/wire/event-roster';

import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';

import { downloadEventRosterCsv, getEventRoster } from './event-roster-api';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../lib/files/save-blob');
jest.mock('../../../lib/firebase/app-check-headers');

const emptyRoster: EventRosterWire = {
  event: {
    id: 'e-1',
    title: 'Kyorugi Rules Seminar',
    title_es: 'Seminario de reglas de kyorugi',
    date: '2027-01-23',
    capacity: 20,
    entered: 0,
    waiting: 0,
  },
  rows: [],
  total: 0,
};

/** The bearer token of each request, in order. */
let tokens: (string | null)[] = [];
/** What the export asked to be answered in. */
let accepted: (string | null)[] = [];

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('id-token'));
  jest.mocked(appCheckHeaders).mockResolvedValue({});
  tokens = [];
  accepted = [];
  apiServer.use(
    apiHandler('GET /admin/events/{id}/roster', ({ request }) => {
      tokens.push(request.headers.get('Authorization'));
      return emptyRoster;
    }),
    apiHandler('GET /admin/export/event-roster.csv', ({ request }) => {
      tokens.push(request.headers.get('Authorization'));
      accepted.push(request.headers.get('Accept'));
      return 'Name\n';
    }),
  );
});

describe('event roster API', () => {
  it('asks for one page of the roster with its filters, leaving out the "all" ones', async () => {
    await getEventRoster(
      emulatorTestConfig(),
      'e-1',
      { status: 'waiting', paid: 'all' },
      { skip: 25, after: 'e-1_m-9', limit: 25 },
    );
    expect(sentTo('GET /admin/events/{id}/roster')).toEqual([
      {
        params: { id: 'e-1' },
        body: undefined,
        query: { status: 'waiting', skip: '25', after: 'e-1_m-9', limit: '25' },
      },
    ]);
    expect(tokens).toEqual(['Bearer id-token']);
  });

  it('sends no filter for a value the API does not filter on', async () => {
    await getEventRoster(
      emulatorTestConfig(),
      'e-1',
      { status: 'lost', paid: 'maybe', division: 'giants', club: ' ', search: '' },
      { skip: 0, limit: 25 },
    );
    expect(sentTo('GET /admin/events/{id}/roster').map(({ query }) => query)).toEqual([
      { skip: '0', limit: '25' },
    ]);
  });

  it("downloads the roster's CSV for the event and the same filters", async () => {
    await downloadEventRosterCsv(emulatorTestConfig(), 'e-1', { status: 'all', paid: 'no' });
    expect(sentTo('GET /admin/export/event-roster.csv').map(({ query }) => query)).toEqual([
      { event_id: 'e-1', paid: 'no' },
    ]);
    expect(tokens).toEqual(['Bearer id-token']);
    expect(accepted).toEqual(['text/csv']);
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(blob).toMatchObject({ type: 'text/csv', size: 'Name\n'.length });
    expect(name).toMatch(/^event-roster-\d{4}-\d\d-\d\d\.csv$/);
  });
});
