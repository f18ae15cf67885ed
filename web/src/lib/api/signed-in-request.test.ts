import type { FirebaseServices } from '../firebase/init-firebase';
import { loadFirebase } from '../firebase/load-firebase';

import { ApiRequestError } from './api-client';
import { signedInRequest, signedInUser } from './signed-in-request';
import { productionTestConfig } from './test-runtime-config';

jest.mock('../firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));
jest.mock('../firebase/app-check-headers', () => ({ appCheckHeaders: async () => ({}) }));

function signedIn(user: { getIdToken: () => Promise<string> } | null) {
  const auth = { currentUser: user, authStateReady: jest.fn(async () => undefined) };
  jest.mocked(loadFirebase).mockResolvedValue({ auth } as unknown as FirebaseServices);
  return auth;
}

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => '{"ok":1}' });
  globalThis.fetch = fetchMock;
});

describe('signedInRequest', () => {
  it("sends the signed-in person's ID token as a bearer token, after the session has loaded", async () => {
    const auth = signedIn({ getIdToken: async () => 'token-1' });
    const body = await signedInRequest(productionTestConfig(), '/accounts/me', { locale: 'es' });
    expect(body).toEqual({ ok: 1 });
    expect(auth.authStateReady).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.example.test/api/v1/accounts/me',
      expect.objectContaining({
        headers: expect.objectContaining({
          Authorization: 'Bearer token-1',
          'Accept-Language': 'es',
        }),
      }),
    );
  });

  it('rejects with UNAUTHENTICATED and calls nothing when nobody is signed in', async () => {
    signedIn(null);
    const failure = signedInRequest(productionTestConfig(), '/accounts/me');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
      messageKey: 'unauthenticated',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signedInUser', () => {
  it('answers the signed-in user once the session has loaded, and null for nobody', async () => {
    const user = { getIdToken: async () => 'token-1' };
    const auth = signedIn(user);
    await expect(signedInUser(productionTestConfig())).resolves.toBe(user);
    expect(auth.authStateReady).toHaveBeenCalled();
    signedIn(null);
    await expect(signedInUser(productionTestConfig())).resolves.toBeNull();
  });
});
