import { setTimeout as sleep } from 'node:timers/promises';

import request from 'supertest';

import { seedAccount } from '../../../test-support/admin-fixtures';
import {
  createTestUser,
  emulatorServices,
  isolatedFirestore,
  type TestUser,
} from '../../../test-support/emulators';
import { testApp } from '../../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// Issue 30 item 2: an administrator trashed (or demoted) a moment ago keeps acting as one.
const { db, clear } = isolatedFirestore('demo-iltkd-admin-takeover');
const { auth } = emulatorServices();
const app = testApp({ db });
let root: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

async function seededAdmin() {
  const user = await createTestUser({ admin: true });
  await seedAccount(db, user.uid, { email: user.email, role: 'admin' });
  return user;
}

/**
 * An administrator who signed in a while ago: Auth counts revocations in whole seconds, so a
 * token issued in the second of its revocation stays valid.
 */
async function adminSignedInEarlier() {
  const user = await seededAdmin();
  await sleep(1_100);
  return user;
}

beforeEach(async () => {
  await clear();
  root = await seededAdmin();
});

describe('trashing an administrator', () => {
  it('When an administrator trashes another administrator, then the role and the admin claim are gone, their sessions are revoked and the revocation time is stored on the account', async () => {
    const other = await seededAdmin();
    await request(app).delete(`/api/v1/accounts/${other.uid}/soft`).set(bearer(root)).expect(200);

    const account = await db.doc(`accounts/${other.uid}`).get();
    const user = await auth.getUser(other.uid);
    expect(account.get('role')).toBe('member');
    expect(user.customClaims?.admin).toBeUndefined();
    expect(user.tokensValidAfterTime).toBeDefined();
    expect(account.get('tokensRevokedAt')?.toMillis()).toBe(
      Date.parse(user.tokensValidAfterTime ?? ''),
    );
    await expect(auth.verifyIdToken(other.idToken, true)).rejects.toBeDefined();
    const [entry] = (
      await db.collection('auditLog').where('recordId', '==', other.uid).get()
    ).docs.map((doc) => doc.data());
    expect(entry?.changedFields).toEqual(expect.arrayContaining(['deletedAt', 'role']));
  });

  it('When the trashed administrator, restored, calls an admin route with the token they held, then 401 and the account is no administrator', async () => {
    const other = await adminSignedInEarlier();
    await request(app).delete(`/api/v1/accounts/${other.uid}/soft`).set(bearer(root)).expect(200);
    await request(app).post(`/api/v1/accounts/${other.uid}/restore`).set(bearer(root)).expect(200);

    const response = await request(app).get('/api/v1/accounts').set(bearer(other));
    expect(response.status).toBe(401);
    expect((await db.doc(`accounts/${other.uid}`).get()).get('role')).toBe('member');
    expect((await auth.getUser(other.uid)).customClaims?.admin).toBeUndefined();
  });

  it('When an administrator is demoted, then their sessions are revoked and the revocation time is stored on the account', async () => {
    const other = await adminSignedInEarlier();
    await request(app)
      .put(`/api/v1/accounts/${other.uid}`)
      .set(bearer(root))
      .send({ first_name: 'Ana', last_name: 'Lopez', email: other.email, role: 'member' })
      .expect(200);

    const user = await auth.getUser(other.uid);
    const account = await db.doc(`accounts/${other.uid}`).get();
    expect(user.customClaims?.admin).toBeUndefined();
    expect(account.get('tokensRevokedAt')?.toMillis()).toBe(
      Date.parse(user.tokensValidAfterTime ?? ''),
    );
    await request(app).get('/api/v1/accounts').set(bearer(other)).expect(401);
  });
});

describe("an administrator's token the account no longer backs", () => {
  it('When a demoted administrator whose claim was never removed calls an admin route, then 403', async () => {
    // The role was stored, the claim write failed: the token still says admin.
    const demoted = await createTestUser({ admin: true });
    await seedAccount(db, demoted.uid, { email: demoted.email, role: 'member' });
    const response = await request(app).get('/api/v1/accounts').set(bearer(demoted));
    expect(response.status).toBe(403);
  });

  it("When an administrator's token was issued before the account's revocation time, then an admin route answers 403", async () => {
    const revoked = await createTestUser({ admin: true });
    await seedAccount(db, revoked.uid, {
      email: revoked.email,
      role: 'admin',
      tokensRevokedAt: new Date(Date.now() + 60_000),
    });
    const response = await request(app).get('/api/v1/accounts').set(bearer(revoked));
    expect(response.status).toBe(403);
  });

  it('When the administrator still holds the role, then the admin route answers', async () => {
    await request(app).get('/api/v1/accounts').set(bearer(root)).expect(200);
  });
});
