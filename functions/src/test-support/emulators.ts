import { randomUUID } from 'node:crypto';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-iltkd';

/** Integration tests need the emulators (npm test starts them); fail loudly otherwise. */
export function emulatorServices() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Run integration tests through `npm test` (it starts the emulators).');
  }
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return { db: getFirestore(app), auth: getAuth(app) };
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

async function signIn(method: string, request: Record<string, unknown>) {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) {
    throw new Error(`Could not sign in the test user: ${JSON.stringify(body)}`);
  }
  return { idToken: body.idToken, uid: body.localId };
}

/** A fresh email-and-password user with the given custom claims and a real ID token. */
export async function createTestUser(
  claims: Record<string, unknown> = {},
  { emailVerified = true } = {},
): Promise<TestUser> {
  const { auth } = emulatorServices();
  const email = `test-${randomUUID()}@example.test`;
  const password = 'Correct-horse-9!';
  const { uid } = await auth.createUser({ email, password, emailVerified });
  if (Object.keys(claims).length) await auth.setCustomUserClaims(uid, claims);
  const { idToken } = await signIn('signInWithPassword', { email, password });
  return { uid, email, idToken };
}

/**
 * The sign-in behind a seeded account id (payment fixtures use fixed ids): created, or
 * brought to the given address and verification.
 */
export async function seedSignIn(uid: string, email: string, emailVerified = true) {
  const { auth } = emulatorServices();
  try {
    await auth.updateUser(uid, { email, emailVerified });
  } catch {
    await auth.createUser({ uid, email, emailVerified });
  }
}

/** A fresh user signed up with Google through the Auth emulator's unsigned IdP tokens. */
export async function createGoogleTestUser(): Promise<TestUser> {
  const email = `google-${randomUUID()}@example.test`;
  const idpToken = JSON.stringify({ sub: randomUUID(), email, email_verified: true });
  const { uid, idToken } = await signIn('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idpToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
  });
  return { uid, email, idToken };
}

/**
 * Firestore of a project of its own, for a suite that must clear what it reads; ID tokens
 * still come from the shared Auth emulator.
 */
export function isolatedFirestore(projectId: string) {
  emulatorServices();
  const app = getApps().find((candidate) => candidate.name === projectId);
  const db = getFirestore(app ?? initializeApp({ projectId }, projectId));
  const clear = async () => {
    const response = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (!response.ok) throw new Error(`Could not clear ${projectId}: HTTP ${response.status}`);
  };
  return { db, clear };
}
