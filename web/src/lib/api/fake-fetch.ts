import type { FirebaseServices } from '../firebase/init-firebase';

/** For tests: what one faked API call was sent. */
export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * For tests of the API modules: replaces fetch by a mock answering each call with the next
 * of `answers` (the last one repeats), a status and a JSON body or raw text.
 */
export function fakeFetch(...answers: { status?: number; body?: unknown; text?: string }[]) {
  let next = 0;
  const mock = jest.fn(async () => {
    const { status = 200, body, text } = answers[Math.min(next++, answers.length - 1)] ?? {};
    return {
      ok: status < 300,
      status,
      statusText: '',
      text: async () => text ?? (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  });
  globalThis.fetch = mock;
  return {
    mock,
    /** The n-th call (the last by default), as the server would read it. */
    sent(n = mock.mock.calls.length - 1): SentRequest {
      const [url, init] = mock.mock.calls[n] as unknown as [string, RequestInit];
      return {
        url,
        method: init.method ?? 'GET',
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        headers: init.headers as Record<string, string>,
      };
    },
  };
}

/** For tests that mock lib/firebase/load-firebase: a session signed in with this ID token. */
export function signedInFirebase(idToken: string): FirebaseServices {
  const currentUser = { getIdToken: async () => idToken };
  return {
    auth: { currentUser, authStateReady: async () => undefined },
  } as unknown as FirebaseServices;
}
