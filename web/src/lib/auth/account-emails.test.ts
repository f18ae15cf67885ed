import { emulatorTestConfig } from '../api/test-runtime-config';

import { requestPasswordResetEmail } from './account-emails';

const config = emulatorTestConfig();
const answer = (status: number, body: unknown) =>
  ({
    ok: status < 300,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
  }) as Response;

describe('requestPasswordResetEmail', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn();
  });

  it('posts the trimmed address in the reader language', async () => {
    jest.mocked(fetch).mockResolvedValue(answer(200, { sent: true }));
    await requestPasswordResetEmail(config, ' ana@example.test ', 'es');
    const [url, init] = jest.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/account-emails/password-reset');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.test' });
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('es');
  });

  it("turns the API's 429 into the provider's too-many-requests code the dialogs explain", async () => {
    jest
      .mocked(fetch)
      .mockResolvedValue(answer(429, { code: 'TOO_MANY_REQUESTS', detail: 'Too many requests.' }));
    await expect(requestPasswordResetEmail(config, 'a@b.test', 'en')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
  });

  it('turns a refused address into the invalid-email code', async () => {
    jest.mocked(fetch).mockResolvedValue(
      answer(400, {
        code: 'VALIDATION_ERROR',
        detail: 'Please check',
        errors: [{ field: 'email', message: 'Enter a valid email' }],
      }),
    );
    await expect(requestPasswordResetEmail(config, 'nope', 'en')).rejects.toMatchObject({
      code: 'auth/invalid-email',
    });
  });
});
