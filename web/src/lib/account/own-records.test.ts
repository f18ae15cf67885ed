import { initializeApp } from 'firebase/app';
import {
  getFirestore,
  onSnapshot,
  Timestamp,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';

import { emulatorTestConfig } from '../api/test-runtime-config';
import type { RestValue } from '../firebase/firestore-rest';

import {
  watchMyAccount,
  watchMyClubs,
  watchMyMemberships,
  watchMyPayments,
} from './own-records-live';
import { readMyAccount, readMyClubs, readMyMemberships, readMyPayments } from './own-records-rest';

// The listener's snapshots come from here; queries and converters are the SDK's own.
jest.mock('firebase/firestore', () => ({
  ...jest.requireActual('firebase/firestore'),
  onSnapshot: jest.fn(),
}));
jest.mock('../firebase/load-firebase', () => ({
  loadFirebase: async () => jest.requireActual('../api/fake-fetch').signedInFirebase('token-u1'),
}));
jest.mock('../firebase/app-check-headers', () => ({ appCheckHeaders: async () => ({}) }));

const config = emulatorTestConfig();
const db = getFirestore(initializeApp({ projectId: 'demo-iltkd', apiKey: 'demo' }, 'own-records'));

type Stored = { id: string; data: Record<string, unknown> };

// Firestore keeps nanoseconds; Timestamp.toDate() and the REST read both keep milliseconds.
const at = (iso: string, nanos: number) => new Timestamp(Math.floor(Date.parse(iso) / 1000), nanos);

function restValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Timestamp) {
    const seconds = new Date(value.seconds * 1000).toISOString().replace('.000Z', '');
    return { timestampValue: `${seconds}.${String(value.nanoseconds).padStart(9, '0')}Z` };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}

const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));

const restDocument = (collection: string, { id, data }: Stored) => ({
  name: `projects/demo-iltkd/databases/(default)/documents/${collection}/${id}`,
  fields: restFields(data),
});

/** Firestore's REST API answering with the stored documents. */
function restServes(collection: string, stored: Stored[]) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () =>
      collection === 'accounts'
        ? restDocument(collection, stored[0])
        : stored.map((document) => ({ document: restDocument(collection, document) })),
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** What the listener gives for the stored documents, through the query's own converter. */
function liveGives<T>(
  watch: (db: never, next: (data: T) => void, fail: (error: Error) => void) => () => void,
  stored: Stored[],
): T {
  let given: T | undefined;
  jest.mocked(onSnapshot).mockImplementation(((
    ref: DocumentReference | Query,
    next: (snapshot: unknown) => void,
  ) => {
    const read = (document: Stored) => ({
      data: () =>
        ref.converter?.fromFirestore({ id: document.id, data: () => document.data } as never),
    });
    next({ ...read(stored[0]), docs: stored.map(read) });
    return () => undefined;
  }) as never);
  watch(
    db as never,
    (data) => (given = data),
    (error) => {
      throw error;
    },
  );
  return given as T;
}

const address = {
  streetNumberAndName: '1 Main St',
  aptSuiteUnitNumber: '',
  city: 'Evanston',
  state: 'IL',
  zipcode: '60201',
  country: 'US',
};

describe('the one-shot read and the live listener of the person’s own documents', () => {
  afterEach(() => jest.restoreAllMocks());

  it('give the same account record', async () => {
    const stored = [
      {
        id: 'u1',
        data: {
          email: 'ana@example.org',
          role: 'member',
          firstName: 'Ana',
          lastName: 'López',
          phone: '847-555-0100',
          address,
          isActive: true,
          createdAt: at('2025-03-04T05:06:07Z', 123_456_789),
          lastLoginAt: at('2026-11-20T08:00:00Z', 999_999_999),
          deletionRequestedAt: null,
          deletedAt: null,
        },
      },
    ];
    const fetchMock = restServes('accounts', stored);
    const once = await readMyAccount(config, 'u1');
    expect(once).toEqual(liveGives(watchMyAccount('u1'), stored));
    expect(once?.createdAt).toBe('2025-03-04T05:06:07.123Z');
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/documents\/accounts\/u1$/);
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBe('Bearer token-u1');
  });

  it('give the same memberships, oldest first, read with the filters the rules require', async () => {
    const membership = (id: string, createdAt: Timestamp) => ({
      id,
      data: {
        accountUid: 'u1',
        memberId: 'IT-2026-0001',
        status: 'active',
        paymentStatus: 'paid',
        firstName: 'Ana',
        lastName: 'López',
        dateOfBirth: '1998-12-01',
        useAccountAddress: false,
        address,
        competitionCategories: ['poomsae', 'sparring'],
        role: 'athlete',
        beltRank: '1st_dan_black_belt',
        membershipTier: 'premium',
        isSelfRegistration: true,
        createdAt,
        expiresAt: at('2027-01-01T00:00:00Z', 0),
        deletedAt: null,
      },
    });
    const stored = [
      membership('m2', at('2026-02-01T00:00:00Z', 500_000)),
      membership('m1', at('2025-02-01T00:00:00Z', 0)),
    ];
    const fetchMock = restServes('memberships', stored);
    const once = await readMyMemberships(config, 'u1');
    expect(once).toEqual(liveGives(watchMyMemberships('u1'), stored));
    expect(once.map(({ id }) => id)).toEqual(['m1', 'm2']);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).structuredQuery.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: {
              field: { fieldPath: 'accountUid' },
              op: 'EQUAL',
              value: { stringValue: 'u1' },
            },
          },
          { unaryFilter: { field: { fieldPath: 'deletedAt' }, op: 'IS_NULL' } },
        ],
      },
    });
  });

  it('give the same clubs', async () => {
    const stored = [
      {
        id: 'c1',
        data: {
          ownerUid: 'u1',
          status: 'active',
          clubInfo: { clubName: 'Lakeshore TKD', clubEmail: 'info@lakeshore.example' },
          pendingName: 'Lakeshore Taekwondo',
          createdAt: at('2025-05-05T05:05:05Z', 1),
          deletedAt: null,
        },
      },
    ];
    const fetchMock = restServes('clubs', stored);
    await expect(readMyClubs(config, 'u1')).resolves.toEqual(liveGives(watchMyClubs('u1'), stored));
    const { where } = JSON.parse(fetchMock.mock.calls[0][1].body).structuredQuery;
    expect(where.compositeFilter.filters[0].fieldFilter.field.fieldPath).toBe('ownerUid');
  });

  it('give the same payments, newest first and at most 100', async () => {
    const stored = [
      {
        id: 'pi_2',
        data: {
          accountUid: 'u1',
          kind: 'event_entry',
          eventEntryId: 'e1',
          eventId: 'winter',
          eventTitle: 'Winter Classic',
          entrantName: 'Ana López',
          status: 'completed',
          amount: 5000,
          currency: 'usd',
          createdAt: at('2026-11-02T00:00:00Z', 42),
          completedAt: at('2026-11-02T00:01:00Z', 0),
        },
      },
      {
        id: 'pi_1',
        data: {
          accountUid: 'u1',
          membershipId: 'm1',
          membershipIds: ['m1'],
          purpose: 'renewal',
          status: 'completed',
          amount: 16700,
          currency: 'usd',
          paymentMethod: 'card',
          paymentProvider: 'stripe',
          disputeStatus: 'won',
          createdAt: at('2026-01-02T00:00:00Z', 0),
          updatedAt: at('2026-01-03T00:00:00Z', 0),
        },
      },
    ];
    const fetchMock = restServes('payments', stored);
    await expect(readMyPayments(config, 'u1')).resolves.toEqual(
      liveGives(watchMyPayments('u1'), stored),
    );
    const query = JSON.parse(fetchMock.mock.calls[0][1].body).structuredQuery;
    expect(query.orderBy).toEqual([{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }]);
    expect(query.limit).toBe(100);
  });
});
