import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';

import { rulesTestEnvironment } from './rules-environment';

// Issue 30 item 2: an administrator reading another account's one-time link from `mail`, or
// an administrator trashed or revoked a moment ago still reading with a token that says admin.

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-takeover';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

const REVOKED_AT = new Date('2026-11-20T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const admin = (uid: string, authTime = 0) =>
  env.authenticatedContext(uid, { admin: true, auth_time: authTime }).firestore();

beforeAll(async () => {
  env = await rulesTestEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'accounts/root'), { uid: 'root', role: 'admin', deletedAt: null });
    // Trashed a moment ago: her token still says admin for up to an hour.
    await setDoc(doc(db, 'accounts/tess'), {
      uid: 'tess',
      role: 'admin',
      deletedAt: new Date('2026-11-20T11:00:00Z'),
    });
    // Her sessions were revoked (sign-out everywhere, demotion, trash and restore).
    await setDoc(doc(db, 'accounts/rhea'), {
      uid: 'rhea',
      role: 'admin',
      deletedAt: null,
      tokensRevokedAt: REVOKED_AT,
    });
    await setDoc(doc(db, 'accounts/olivia'), { uid: 'olivia', role: 'member', deletedAt: null });
    await setDoc(doc(db, 'mail/reset-olivia'), {
      to: 'olivia@example.com',
      message: {
        subject: 'Reset your password',
        text: 'Choose a new password: http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=abc',
      },
    });
  });
});

describe("an administrator taking over someone's account through mail", () => {
  it("When an administrator lists mail for another account's address, then the query is denied", async () => {
    await assertFails(
      getDocs(query(collection(admin('root'), 'mail'), where('to', '==', 'olivia@example.com'))),
    );
    await assertFails(getDocs(collection(admin('root'), 'mail')));
  });

  it('When an administrator reads a queued password-reset email, then the read is denied', async () => {
    await assertFails(getDoc(doc(admin('root'), 'mail/reset-olivia')));
  });
});

describe('an administrator whose token outlived their standing', () => {
  it('When a trashed administrator whose token still says admin reads accounts, then it is denied', async () => {
    await assertFails(getDocs(collection(admin('tess'), 'accounts')));
    await assertFails(getDoc(doc(admin('tess'), 'accounts/olivia')));
  });

  it("When an administrator's token was issued before the account's revocation time, then reading accounts is denied", async () => {
    const before = admin('rhea', seconds(REVOKED_AT) - 60);
    await assertFails(getDocs(collection(before, 'accounts')));
    await assertFails(getDoc(doc(before, 'accounts/olivia')));
  });

  it('When the administrator signs in again after the revocation, then they read accounts', async () => {
    const after = admin('rhea', seconds(REVOKED_AT) + 60);
    await assertSucceeds(getDocs(collection(after, 'accounts')));
    await assertSucceeds(getDoc(doc(after, 'accounts/olivia')));
  });

  it('When a live administrator was never revoked, then they read accounts', async () => {
    await assertSucceeds(getDocs(collection(admin('root'), 'accounts')));
  });
});
