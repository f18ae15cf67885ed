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
