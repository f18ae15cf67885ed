import { initializeApp } from 'firebase/app';
import { getFirestore, onSnapshot, Timestamp } from 'firebase/firestore';

import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import type { Watch } from '../../../lib/firebase/read-then-live';

import { watchActiveUntil, watchClubs, watchMembersPage, watchRoleMembers } from './directory-live';
import {
  readActiveUntil,
  readClubs,
  readFirstMembersPage,
  readRoleMembers,
} from './directory-rest';

// The listener's snapshots come from here; its queries are the SDK's own.
jest.mock('firebase/firestore', () => ({
  ...jest.requireActual('firebase/firestore'),
  onSnapshot: jest.fn(),
}));
jest.mock('../../../lib/firebase/app-check-headers', () => ({ appCheckHeaders: async () => ({}) }));

const config = emulatorTestConfig();
const db = getFirestore(initializeApp({ projectId: 'demo-iltkd', apiKey: 'demo' }, 'sources'));
const asMember = { idToken: 'token-u-1' };

type Stored = { id: string; data: Record<string, unknown> };

function restValue(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  throw new Error(`no REST value for ${String(value)}`);
}
const restDocument = (path: string, { id, data }: Stored) => ({
  name: `projects/demo-iltkd/databases/(default)/documents/${path}/${id}`,
  fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)])),
});

/** Firestore's REST API answering with the stored documents; gives the requests. */
function restServes(collection: string, stored: Stored[], single = false) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () =>
      single
        ? restDocument(collection, stored[0])
        : stored.map((document) => ({ document: restDocument(collection, document) })),
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** What the listener gives for the stored documents. */
function liveGives<T>(watch: Watch<T>, stored: Stored[]): T {
  let given: T | undefined;
  jest.mocked(onSnapshot).mockImplementation(((_ref: unknown, next: (s: unknown) => void) => {
    const read = ({ id, data }: Stored) => ({ id, data: () => data, get: (f: string) => data[f] });
    next({ ...read(stored[0]), docs: stored.map(read) });
    return () => undefined;
  }) as never);
  watch(
    db,
    (data) => (given = data),
    (error) => {
      throw error;
    },
  );
  return given as T;
}

const person = (id: string, name: string, role: string): Stored => ({
  id,
  data: {
    membershipId: id,
    memberId: `IT-${id}`,
    name,
    role,
    beltRank: '1st_dan_black_belt',
    division: 'Senior',
    clubId: null,
    clubName: null,
    achievements: ['2026 State Champion', 'Poomsae gold'],
    achievementCount: 2,
    refereeLevel: role === 'referee' ? 'international' : null,
    coachType: null,
    joinDate: '2024-05-06',
    status: 'active',
  },
});

const sentQuery = (fetchMock: jest.Mock) =>
  JSON.parse(String(fetchMock.mock.calls[0][1].body)).structuredQuery;

describe('the one-shot reads and the live listeners of the directory', () => {
  afterEach(() => jest.restoreAllMocks());

  it('give the same first page of athletes, and the same cursor after it', async () => {
    const stored = ['Ana', 'Ben', 'Cy'].map((name, index) =>
      person(`m-${index}`, `${name} Park`, 'athlete'),
    );
    const fetchMock = restServes('directory', stored);
    const once = await readFirstMembersPage(config, 2, asMember);
    expect(once).toEqual(liveGives(watchMembersPage(2, null), stored));
    expect(once.nextCursor).toEqual({ name: 'Ben Park', id: 'm-1' });
    expect(sentQuery(fetchMock)).toEqual({
      from: [{ collectionId: 'directory' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'role' },
          op: 'EQUAL',
          value: { stringValue: 'athlete' },
        },
      },
      orderBy: [{ field: { fieldPath: 'name' }, direction: 'ASCENDING' }],
      limit: 3,
    });
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBe('Bearer token-u-1');
  });

  it('give the same referees, at most 100', async () => {
    const stored = [person('r-1', 'Rita Kim', 'referee')];
    const fetchMock = restServes('directory', stored);
    const once = await readRoleMembers(config, 'referee', asMember);
    expect(once).toEqual(liveGives(watchRoleMembers('referee'), stored));
    expect(once[0]).toMatchObject({ id: 'r-1', refereeLevel: 'international' });
    expect(sentQuery(fetchMock).limit).toBe(100);
  });

  it('give the same clubs, at most 100', async () => {
    const stored = [
      {
        id: 'c-1',
        data: {
          name: 'Tiger TKD',
          master: 'Master Kim',
          address: 'Elgin',
          memberCount: 12,
          logo: null,
        },
      },
    ];
    const fetchMock = restServes('directoryClubs', stored);
    const once = await readClubs(config, asMember);
    expect(once).toEqual(liveGives(watchClubs(), stored));
    expect(once[0]).toEqual({ id: 'c-1', ...stored[0].data });
    expect(sentQuery(fetchMock).limit).toBe(100);
  });

  it("give the same end of the caller's standing", async () => {
    const stored = [
      { id: 'u-1', data: { activeUntil: Timestamp.fromDate(new Date('2027-03-01T06:00:00Z')) } },
    ];
    const fetchMock = restServes('standings', stored, true);
    const once = await readActiveUntil(config, 'u-1', asMember);
    expect(once).toEqual(liveGives(watchActiveUntil('u-1'), stored));
    expect(once).toEqual(new Date('2027-03-01T06:00:00Z'));
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/documents\/standings\/u-1$/);
  });

  it('read no standing when there is no document', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    expect(await readActiveUntil(config, 'u-1', asMember)).toBeNull();
    expect(liveGives(watchActiveUntil('u-1'), [{ id: 'u-1', data: {} }])).toBeNull();
  });
});
