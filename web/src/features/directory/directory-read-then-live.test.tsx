import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initializeApp } from 'firebase/app';
import {
  collection,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  queryEqual,
  startAfter,
  where,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase, loadFirestore } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';
import { renderWithProviders } from '../../testing/render-with-providers';

import { DirectoryPage } from './directory-page';
import { aSessionUser } from './testing/directory-fixtures';

// Only the edges are stand-ins: Firestore's REST API (fetch), the realtime SDK's loader and
// its listeners, the ID token and the session.
jest.mock('../../lib/firebase/load-firebase', () => ({
  loadFirebase: jest.fn(),
  loadFirestore: jest.fn(),
}));
jest.mock('firebase/firestore', () => ({
  ...jest.requireActual('firebase/firestore'),
  onSnapshot: jest.fn(),
}));
jest.mock('../../lib/firebase/app-check-headers', () => ({ appCheckHeaders: async () => ({}) }));
jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));

const db = getFirestore(initializeApp({ projectId: 'demo-iltkd', apiKey: 'demo' }, 'directory'));

type Data = Record<string, unknown>;
type Stored = { id: string; data: Data };

const person = (id: string, name: string, role: string): Stored => ({
  id,
  data: {
    membershipId: id,
    memberId: `IT-${id}`,
    name,
    role,
    beltRank: 'blue',
    division: null,
    clubId: 'c-1',
    clubName: 'Tiger Taekwondo',
    achievements: [],
    achievementCount: 0,
    refereeLevel: role === 'referee' ? 'national' : null,
    coachType: role === 'coach' ? 'head' : null,
    joinDate: '2020-01-01',
    status: 'active',
  },
});
const club = (id: string, name: string): Stored => ({
  id,
  data: { name, master: 'Master Kim', address: '1 Main St', memberCount: 3, logo: null },
});

const athletes = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eli', 'Fay', 'Gus'].map((name, index) =>
  person(`a-${index + 1}`, `${name} Athlete`, 'athlete'),
);
const STORED = {
  clubs: [club('c-1', 'Tiger Taekwondo')],
  athlete: athletes,
  referee: [person('r-1', 'Rita Referee', 'referee')],
  coach: [person('k-1', 'Kai Coach', 'coach')],
};
const activeUntil = new Date(Date.now() + 30 * 24 * 3600 * 1000);

function restValue(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  throw new Error(`no REST value for ${String(value)}`);
}
const restDocument = (path: string, data: Data) => ({
  name: `projects/demo-iltkd/databases/(default)/documents/${path}`,
  fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)])),
});

interface RestQuery {
  from: { collectionId: string }[];
  where?: { fieldFilter: { value: { stringValue: string } } };
  limit?: number;
}

/** Firestore's REST API answering with the stored documents, as the rules let a member. */
function serveRest() {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/documents/standings/u-1')) {
      return {
        ok: true,
        status: 200,
        json: async () => ({
          name: 'projects/demo-iltkd/databases/(default)/documents/standings/u-1',
          fields: { activeUntil: { timestampValue: activeUntil.toISOString() } },
        }),
      };
    }
    const structuredQuery = JSON.parse(String(init?.body)).structuredQuery as RestQuery;
    const collectionId = structuredQuery.from[0].collectionId;
    const stored =
      collectionId === 'directoryClubs'
        ? STORED.clubs
        : STORED[structuredQuery.where?.fieldFilter.value.stringValue as 'athlete'];
    const rows = stored
      .slice(0, structuredQuery.limit)
      .map(({ id, data }) => ({ document: restDocument(`${collectionId}/${id}`, data) }));
    return { ok: true, status: 200, json: async () => rows };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const directory = () => collection(db, 'directory');
/** The queries of the lists' first screen, as the directory has always asked them. */
const LIST_QUERIES = {
  clubs: query(collection(db, 'directoryClubs'), orderBy('name'), limit(100)),
  athletes: query(directory(), where('role', '==', 'athlete'), orderBy('name'), limit(6)),
  referees: query(directory(), where('role', '==', 'referee'), orderBy('name'), limit(100)),
  coaches: query(directory(), where('role', '==', 'coach'), orderBy('name'), limit(100)),
};

type Ref = DocumentReference | Query;
/** The listeners attached, and a way to send one of them a snapshot of stored documents. */
function captureListeners() {
  const attached: { ref: Ref; next: (snapshot: unknown) => void }[] = [];
  jest.mocked(onSnapshot).mockImplementation(((ref: Ref, next: (snapshot: unknown) => void) => {
    attached.push({ ref, next });
    return () => undefined;
  }) as never);
  // The directory's queries have no converter: a document gives its stored data.
  const snapshotOf = (stored: Stored[]) => ({
    docs: stored.map(({ id, data }) => ({ id, data: () => data })),
  });
  const listening = (expected: Query) =>
    attached.filter(
      ({ ref }) => ref.type !== 'document' && queryEqual(ref.withConverter(null), expected),
    );
  const send = (expected: Query, stored: Stored[]) => {
    for (const { next } of listening(expected)) next(snapshotOf(stored));
  };
  return { attached, listening, send };
}

function renderDirectory() {
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <DirectoryPage />
    </ConfigContext.Provider>,
    { route: '/members' },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const cardNames = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The first screen: every list shows its cards. */
async function firstScreen() {
  await waitFor(() => expect(cardNames('Coaches')).toEqual(['Kai Coach']));
  expect(cardNames('Clubs')).toEqual(['Tiger Taekwondo']);
  expect(cardNames('Members')).toEqual(athletes.slice(0, 5).map(({ data }) => data.name));
  expect(cardNames('Referees')).toEqual(['Rita Referee']);
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.scrollTo = jest.fn();
  jest.mocked(useSession).mockReturnValue({
    user: aSessionUser(),
    confirmed: true,
    signOut: jest.fn(),
  });
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u-1'));
  jest.mocked(loadFirestore).mockResolvedValue(db);
});

describe('the directory’s first screen', () => {
  it('renders from bounded one-shot reads with the ID token, without the realtime SDK', async () => {
    const fetchMock = serveRest();
    const listeners = captureListeners();
    renderDirectory();
    await firstScreen();

    const queries = fetchMock.mock.calls
      .filter(([url]) => url.endsWith('documents:runQuery'))
      .map(([, init]) => JSON.parse(String(init?.body)).structuredQuery as RestQuery);
    expect(queries.map((structured) => structured.limit).sort()).toEqual([100, 100, 100, 6]);
    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token-u-1');
    }
    // Long after the first screen, with nobody using the page: still no realtime SDK.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(loadFirestore).not.toHaveBeenCalled();
    expect(listeners.attached).toHaveLength(0);
  });

  it('goes live at the first interaction, with the same queries, and shows what they report', async () => {
    serveRest();
    const listeners = captureListeners();
    renderDirectory();
    await firstScreen();
    expect(loadFirestore).not.toHaveBeenCalled();

    // The page listens for the first interaction once the sections have reported they are
    // shown, in an effect after their cards: tap until it has heard one.
    await waitFor(() => {
      fireEvent.pointerDown(document.body);
      expect(loadFirestore).toHaveBeenCalled();
    });
    // The standing and the four lists.
    await waitFor(() => expect(listeners.attached).toHaveLength(5));

    for (const expected of Object.values(LIST_QUERIES)) {
      expect(listeners.listening(expected)).toHaveLength(1);
    }
    const standing = listeners.attached.find(({ ref }) => ref.type === 'document')?.ref;
    expect((standing as DocumentReference).path).toBe('standings/u-1');

    act(() =>
      listeners.send(LIST_QUERIES.referees, [
        ...STORED.referee,
        person('r-2', 'Rosa Referee', 'referee'),
      ]),
    );
    await waitFor(() => expect(cardNames('Referees')).toEqual(['Rita Referee', 'Rosa Referee']));
    // The other lists keep their one-shot cards until their own listener answers.
    expect(cardNames('Coaches')).toEqual(['Kai Coach']);
  });

  it('goes live when the member turns the page, and pages after the last member shown', async () => {
    const user = userEvent.setup();
    serveRest();
    const listeners = captureListeners();
    renderDirectory();
    await firstScreen();
    expect(loadFirestore).not.toHaveBeenCalled();

    await user.click(within(section('Members')).getByRole('button', { name: 'Next page' }));
    const secondPage = query(
      directory(),
      where('role', '==', 'athlete'),
      orderBy('name'),
      orderBy('__name__'),
      // After the fifth athlete: its name, then its id.
      startAfter(athletes[4].data.name, athletes[4].id),
      limit(6),
    );
    await waitFor(() => expect(listeners.listening(secondPage)).toHaveLength(1));
    act(() => listeners.send(secondPage, athletes.slice(5)));
    await waitFor(() => expect(cardNames('Members')).toEqual(['Fay Athlete', 'Gus Athlete']));
    expect(screen.getByText(/Page 2/)).toHaveTextContent('Page 2 · Showing members 6–7');
  });
});
