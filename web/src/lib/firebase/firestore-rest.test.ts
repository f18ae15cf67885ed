import type { RuntimeConfig } from '../../config/runtime-config';

import { decodeValue, runQuery } from './firestore-rest';

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
});
