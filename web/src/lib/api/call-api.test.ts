import type { RuntimeConfig } from '../../config/runtime-config';

import { callApi } from './call-api';
import { emulatorTestConfig } from './test-runtime-config';

const config: RuntimeConfig = {
  ...emulatorTestConfig(),
  api: { accountBaseUrl: 'https://api.example.test', membershipBaseUrl: '', timeoutMs: 500 },
};

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        text: async () => JSON.stringify({ clubs: [] }),
      }) as Response,
  );
  globalThis.fetch = fetchMock;
});

describe('callApi', () => {
  it("calls the endpoint its key names and resolves with the contract's answer", async () => {
    const answer = await callApi(config, 'GET /clubs/public', { auth: 'none', locale: 'es' });

    expect(answer).toEqual({ clubs: [] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example.test/api/v1/clubs/public');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('callApi with a CSV export', () => {
  it('asks for CSV and resolves with the text, not JSON', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => 'a,b\n1,2\n' });

    const csv = await callApi(config, 'GET /admin/export/accounts.csv', {
      auth: 'none',
      query: { search: 'kim', deleted: false },
    });

    expect(csv).toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(
      'https://api.example.test/api/v1/admin/export/accounts.csv?search=kim&deleted=false',
    );
    expect((init.headers as Record<string, string>).Accept).toBe('text/csv');
  });
});
