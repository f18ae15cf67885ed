import {
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  getRedirectResult,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';

import { emulatorTestConfig } from '../api/test-runtime-config';

import { requestPasswordResetEmail, requestVerificationEmail } from './account-emails';
import { signInWithEmail } from './email-sign-in';
import { signUpWithEmail } from './email-sign-up';
import { sendPasswordReset } from './password-reset';
import { hasPendingRedirect, notePendingRedirect } from './pending-redirect';
import { resendVerification } from './resend-verification';
import { signInMethodsForEmail } from './sign-in-methods';
import { completeRedirectSignIn, signInWithFacebook, signInWithGoogle } from './social-sign-in';

jest.mock('./account-emails');
jest.mock('firebase/auth', () => {
  class FakeProvider {
    parameters: Record<string, string> = {};
    scopes: string[] = [];
    constructor(readonly providerId: string) {}
    setCustomParameters(parameters: Record<string, string>) {
      this.parameters = parameters;
      return this;
    }
    addScope(scope: string) {
      this.scopes.push(scope);
      return this;
    }
  }
  return {
    GoogleAuthProvider: class extends FakeProvider {
      constructor() {
        super('google.com');
      }
    },
    FacebookAuthProvider: class extends FakeProvider {
      constructor() {
        super('facebook.com');
      }
    },
    createUserWithEmailAndPassword: jest.fn(),
    fetchSignInMethodsForEmail: jest.fn(),
    getRedirectResult: jest.fn(),
    sendEmailVerification: jest.fn(),
    sendPasswordResetEmail: jest.fn(),
    signInWithEmailAndPassword: jest.fn(),
    signInWithPopup: jest.fn(),
    signInWithRedirect: jest.fn(),
    signOut: jest.fn(),
  };
});

const config = emulatorTestConfig();
const failure = (code: string) => Object.assign(new Error(code), { code });

function fakeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'uid-1',
    email: 'ana@example.test',
    emailVerified: false,
    getIdToken: jest.fn().mockResolvedValue('id-token-1'),
    reload: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  } as unknown as User;
}

let auth: Auth;
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  auth = { currentUser: null } as Auth;
  fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    statusText: '',
    text: async () => '{}',
  });
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function loginRecorded() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login'));
}

describe('signInWithGoogle', () => {
  it('opens the account chooser in a popup and records the sign-in with the API', async () => {
    const user = fakeUser();
    jest.mocked(signInWithPopup).mockResolvedValue({ user } as never);

    await expect(signInWithGoogle(auth, config)).resolves.toBe(user);

    const provider = jest.mocked(signInWithPopup).mock.calls[0][1] as unknown as {
      providerId: string;
      parameters: Record<string, string>;
    };
    expect(provider.providerId).toBe('google.com');
    expect(provider.parameters).toEqual({ prompt: 'select_account' });
    const call = await loginRecorded();
    expect(call?.[0]).toBe('/api/v1/accounts/user/uid-1/login');
    expect((call?.[1] as RequestInit).method).toBe('POST');
    expect((call?.[1] as RequestInit).headers).toMatchObject({
      Authorization: 'Bearer id-token-1',
    });
    expect(signInWithRedirect).not.toHaveBeenCalled();
  });

  it.each([
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/cancelled-popup-request',
    'auth/operation-not-supported-in-this-environment',
  ])('falls back to a redirect when the popup fails with %s', async (code) => {
    jest.mocked(signInWithPopup).mockRejectedValue(failure(code));
    jest.mocked(signInWithRedirect).mockResolvedValue(undefined as never);

    await signInWithGoogle(auth, config);

    expect(signInWithRedirect).toHaveBeenCalledWith(auth, expect.anything());
    // So /login, when the visitor comes back, loads Firebase at once to complete it.
    expect(hasPendingRedirect()).toBe(true);
  });

  it('passes other failures on without redirecting', async () => {
    jest.mocked(signInWithPopup).mockRejectedValue(failure('auth/network-request-failed'));
    await expect(signInWithGoogle(auth, config)).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(signInWithRedirect).not.toHaveBeenCalled();
  });

  it('signs the user out when the account is disabled', async () => {
    auth = { currentUser: fakeUser() } as unknown as Auth;
    jest.mocked(signInWithPopup).mockRejectedValue(failure('auth/user-disabled'));
    jest.mocked(signOut).mockResolvedValue();

    await expect(signInWithGoogle(auth, config)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    expect(signOut).toHaveBeenCalledWith(auth);
  });
});

describe('signInWithFacebook', () => {
  it('asks Facebook for the email address by popup', async () => {
    jest.mocked(signInWithPopup).mockResolvedValue({ user: fakeUser() } as never);
    await signInWithFacebook(auth, config);
    const provider = jest.mocked(signInWithPopup).mock.calls[0][1] as unknown as {
      providerId: string;
      scopes: string[];
    };
    expect(provider).toMatchObject({ providerId: 'facebook.com', scopes: ['email'] });
  });
});

describe('completeRedirectSignIn', () => {
  it('records the sign-in a redirect brought back', async () => {
    jest.mocked(getRedirectResult).mockResolvedValue({ user: fakeUser({ uid: 'r-1' }) } as never);
    notePendingRedirect();
    await expect(completeRedirectSignIn(auth, config)).resolves.toMatchObject({ uid: 'r-1' });
    expect((await loginRecorded())?.[0]).toBe('/api/v1/accounts/user/r-1/login');
    expect(hasPendingRedirect()).toBe(false);
  });

  it('does nothing when no redirect sign-in is pending', async () => {
    jest.mocked(getRedirectResult).mockResolvedValue(null);
    await expect(completeRedirectSignIn(auth, config)).resolves.toBeNull();
    expect(await loginRecorded()).toBeUndefined();
  });
});

describe('signInWithEmail', () => {
  it('trims the email, signs in and records the sign-in', async () => {
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: fakeUser() } as never);
    await signInWithEmail(auth, config, '  ana@example.test ', 'secret-1');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'ana@example.test', 'secret-1');
    expect(await loginRecorded()).toBeDefined();
  });

  it('still signs in when recording the sign-in fails', async () => {
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: fakeUser() } as never);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signInWithEmail(auth, config, 'a@b.test', 'pw')).resolves.toMatchObject({
      uid: 'uid-1',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.warn).toHaveBeenCalledWith('Recording the sign-in failed', expect.anything());
  });
});

describe('signUpWithEmail', () => {
  it('creates the user and has the API send the verification email in the reader language', async () => {
    const user = fakeUser();
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user } as never);
    jest.mocked(requestVerificationEmail).mockResolvedValue();
    await expect(
      signUpWithEmail(auth, config, 'new@example.test', 'Str0ng!Pass', 'es'),
    ).resolves.toBe(user);
    expect(requestVerificationEmail).toHaveBeenCalledWith(config, 'es');
  });

  it('only logs a failure to send the verification email', async () => {
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: fakeUser() } as never);
    jest.mocked(requestVerificationEmail).mockRejectedValue(failure('auth/too-many-requests'));
    await expect(
      signUpWithEmail(auth, config, 'new@example.test', 'Str0ng!Pass', 'en'),
    ).resolves.toBeDefined();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('resendVerification', () => {
  it('needs a signed-in user', async () => {
    await expect(resendVerification(auth, config, 'en')).rejects.toMatchObject({
      code: 'identity/no-current-user',
    });
  });

  it('refuses when the email is already verified', async () => {
    auth = { currentUser: fakeUser({ emailVerified: true }) } as unknown as Auth;
    await expect(resendVerification(auth, config, 'en')).rejects.toMatchObject({
      code: 'identity/already-verified',
    });
    expect(requestVerificationEmail).not.toHaveBeenCalled();
  });

  it('has the API send a new verification email to an unverified user', async () => {
    auth = { currentUser: fakeUser() } as unknown as Auth;
    jest.mocked(requestVerificationEmail).mockResolvedValue();
    await resendVerification(auth, config, 'en');
    expect(requestVerificationEmail).toHaveBeenCalledWith(config, 'en');
  });

  it('signs the user out when the token has expired', async () => {
    auth = {
      currentUser: fakeUser({
        reload: jest.fn().mockRejectedValue(failure('auth/user-token-expired')),
      }),
    } as unknown as Auth;
    jest.mocked(signOut).mockResolvedValue();
    await expect(resendVerification(auth, config, 'en')).rejects.toMatchObject({
      code: 'auth/user-token-expired',
    });
    expect(signOut).toHaveBeenCalledWith(auth);
  });
});

describe('sendPasswordReset', () => {
  it('has the API send the reset email in the reader language', async () => {
    jest.mocked(requestPasswordResetEmail).mockResolvedValue();
    await sendPasswordReset(config, ' ana@example.test ', 'es');
    expect(requestPasswordResetEmail).toHaveBeenCalledWith(config, ' ana@example.test ', 'es');
  });
});

describe('signInMethodsForEmail', () => {
  it('lists the known methods of an existing account', async () => {
    jest
      .mocked(fetchSignInMethodsForEmail)
      .mockResolvedValue(['google.com', 'emailLink', 'password']);
    await expect(signInMethodsForEmail(auth, 'ana@example.test')).resolves.toEqual([
      'google.com',
      'password',
    ]);
  });
});
