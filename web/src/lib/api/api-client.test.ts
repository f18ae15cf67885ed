import type { RuntimeConfig } from '../../config/runtime-config';

import { apiRequest, ApiRequestError } from './api-client';
import { emulatorTestConfig } from './test-runtime-config';

const config: RuntimeConfig = {
  ...emulatorTestConfig(),
  api: { accountBaseUrl: 'https://api.example.test', membershipBaseUrl: '', timeoutMs: 50 },
};

interface FakeAnswer {
  status: number;
  body?: string;
  statusText?: string;
}

function answer({ status, body = '', statusText = '' }: FakeAnswer): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
  } as Response;
}

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw new Error('expected an ApiRequestError', { cause: error });
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('calls the API base with JSON, the bearer token and the reader language', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: '{"id":"a1"}' }));

    const result = await apiRequest<{ id: string }>(config, '/accounts', {
      method: 'POST',
      body: { email: 'a@b.test' },
      idToken: 'token-1',
      locale: 'es',
      headers: { 'X-Security-Check': 'v-1' },
    });

    expect(result).toEqual({ id: 'a1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example.test/api/v1/accounts');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.test"}');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
      'Accept-Language': 'es',
      'X-Security-Check': 'v-1',
    });
  });

  it('uses the same origin when the base is empty, as under the emulators', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: '{}' }));
    await apiRequest({ ...config, api: { ...config.api, accountBaseUrl: '' } }, '/captcha');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/captcha');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('GET');
  });

  it('resolves with undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(answer({ status: 204 }));
    await expect(apiRequest(config, '/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('takes the message from detail and keeps the code and field errors of an error body', async () => {
    fetchMock.mockResolvedValue(
      answer({
        status: 400,
        body: JSON.stringify({
          detail: 'Please check your information and try again',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'email', message: 'Email is required' }],
        }),
      }),
    );
    const error = await failureOf(apiRequest(config, '/accounts', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Please check your information and try again');
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('reports a 409 with a detail as DUPLICATE_RESOURCE', async () => {
    fetchMock.mockResolvedValue(
      answer({ status: 409, body: '{"detail":"A membership already exists for this person"}' }),
    );
    const error = await failureOf(apiRequest(config, '/memberships', { method: 'POST' }));
    expect(error.code).toBe('DUPLICATE_RESOURCE');
    expect(error.message).toBe('A membership already exists for this person');
  });

  it('reports an unreadable error body as HTTP_ERROR with the status text', async () => {
    fetchMock.mockResolvedValue(
      answer({ status: 502, body: '<html>bad gateway</html>', statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(apiRequest(config, '/accounts/me/all'));
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'HTTP 502: Bad Gateway',
    });
    expect(error.fieldErrors).toEqual([]);
  });

  it('reports a request that never reaches the server as NETWORK_ERROR with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest(config, '/accounts/me/all'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('aborts after the configured timeout with 408 REQUEST_TIMEOUT', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const error = await failureOf(apiRequest(config, '/slow'));
    expect(error).toMatchObject({
      status: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'Request timeout - please try again',
    });
  });

  it('exposes the field errors of a 422', async () => {
    fetchMock.mockResolvedValue(
      answer({
        status: 422,
        body: '{"detail":"Validation failed","code":"UNPROCESSABLE","errors":["Phone is required"]}',
      }),
    );
    const error = await failureOf(apiRequest(config, '/accounts/u1/complete', { method: 'PUT' }));
    expect(error.fieldErrors).toEqual([{ field: '', message: 'Phone is required' }]);
  });
});
