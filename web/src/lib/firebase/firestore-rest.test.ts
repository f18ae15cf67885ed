import type { RuntimeConfig } from '../../config/runtime-config';

import {
  allOf,
  decodeValue,
  fieldFilter,
  getSignedInDocument,
  isNullFilter,
  runQuery,
  runSignedInQuery,
} from './firestore-rest';

// App Check has its own tests; here the deployed reads go out without it.
jest.mock('./app-check-headers', () => ({ appCheckHeaders: async () => ({}) }));

const emulatorConfig = {
  firebase: {
    apiKey: 'demo-key',
    projectId: 'demo-iltkd',
    emulators: { auth: 'http://127.0.0.1:9099', firestoreHost: '127.0.0.1', firestorePort: 8080 },
  },
} as RuntimeConfig;

describe('Firestore REST reads', () => {
  afterEach(() => jest.restoreAllMocks());

  it('decodes every value type of a document, nested maps and arrays included', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            title: { stringValue: 'Winter Classic' },
            costCents: { integerValue: '5000' },
            rating: { doubleValue: 4.5 },
            open: { booleanValue: true },
            note: { nullValue: null },
            at: { timestampValue: '2026-12-05T14:00:00Z' },
            tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
            empty: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({
      title: 'Winter Classic',
      costCents: 5000,
      rating: 4.5,
      open: true,
      note: null,
      at: '2026-12-05T14:00:00Z',
      tags: ['a', 2],
      empty: [],
    });
  });

  it('posts the query to the emulator and returns the documents with their ids', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => [
        {
          document: {
            name: 'projects/demo-iltkd/databases/(default)/documents/events/winter',
            fields: { date: { stringValue: '2026-12-05' } },
          },
        },
        { readTime: '2026-11-22T00:00:00Z' },
      ],
    });
    global.fetch = fetchMock;
    const query = { from: [{ collectionId: 'events' }], limit: 3 };
    await expect(runQuery(emulatorConfig, query)).resolves.toEqual([
      { id: 'winter', date: '2026-12-05' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:8080/v1/projects/demo-iltkd/databases/(default)/documents:runQuery',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ structuredQuery: query }) }),
    );
  });

  it('uses the public endpoint with the API key outside the emulator, and fails on an error', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 403 });
    global.fetch = fetchMock;
    const config = { firebase: { apiKey: 'k', projectId: 'p' } } as RuntimeConfig;
    await expect(runQuery(config, { from: [{ collectionId: 'events' }] })).rejects.toThrow(
      'Firestore answered 403',
    );
    expect(fetchMock.mock.calls[0][0]).toBe(
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery?key=k',
    );
  });

  it('reads as the signed-in person with their ID token, timestamps as Dates to the millisecond', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => [
        {
          document: {
            name: 'projects/demo-iltkd/databases/(default)/documents/memberships/m1',
            fields: {
              accountUid: { stringValue: 'u1' },
              createdAt: { timestampValue: '2026-01-02T03:04:05.678901Z' },
              deletedAt: { nullValue: null },
              history: { arrayValue: { values: [{ timestampValue: '2026-01-01T00:00:00Z' }] } },
            },
          },
        },
      ],
    });
    global.fetch = fetchMock;
    const query = {
      from: [{ collectionId: 'memberships' }],
      where: allOf(fieldFilter('accountUid', 'EQUAL', 'u1'), isNullFilter('deletedAt')),
    };
    await expect(runSignedInQuery(emulatorConfig, query, { idToken: 'token-1' })).resolves.toEqual([
      {
        id: 'm1',
        data: {
          accountUid: 'u1',
          createdAt: new Date('2026-01-02T03:04:05.678Z'),
          deletedAt: null,
          history: [new Date('2026-01-01T00:00:00.000Z')],
        },
      },
    ]);
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers).toEqual(expect.objectContaining({ authorization: 'Bearer token-1' }));
    expect(JSON.parse(init.body).structuredQuery.where.compositeFilter.filters[1]).toEqual({
      unaryFilter: { field: { fieldPath: 'deletedAt' }, op: 'IS_NULL' },
    });
  });

  it('gets one document as the signed-in person, null when there is none', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        json: async () => ({
          name: 'projects/demo-iltkd/databases/(default)/documents/accounts/u1',
          fields: { email: { stringValue: 'ana@example.org' } },
        }),
      })
      .mockResolvedValueOnce({ ok: false, status: 404 })
      .mockResolvedValueOnce({ ok: false, status: 403 });
    global.fetch = fetchMock;
    const read = { idToken: 'token-1' };
    await expect(getSignedInDocument(emulatorConfig, 'accounts/u1', read)).resolves.toEqual({
      id: 'u1',
      data: { email: 'ana@example.org' },
    });
    expect(fetchMock.mock.calls[0][0]).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-iltkd/databases/(default)/documents/accounts/u1',
    );
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ authorization: 'Bearer token-1' });
    await expect(getSignedInDocument(emulatorConfig, 'accounts/u2', read)).resolves.toBeNull();
    await expect(getSignedInDocument(emulatorConfig, 'accounts/u3', read)).rejects.toThrow(
      'Firestore answered 403',
    );
  });
});
