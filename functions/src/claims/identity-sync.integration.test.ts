import type { Auth } from 'firebase-admin/auth';

import { accountIdentity } from '../api/admin/accounts/account-identity';
import { adminAccountsRepository } from '../api/admin/accounts/admin-accounts.repository';
import { adminAccountsService } from '../api/admin/accounts/admin-accounts.service';
import { auditLog } from '../audit/audit-log';
import { adminAccountUpdateSchema } from '../domain/schemas/account';
import { seedAccount } from '../test-support/admin-fixtures';
import { createTestUser, emulatorServices, isolatedFirestore } from '../test-support/emulators';

import { syncPendingIdentities } from './identity-sync';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// A Firestore of its own: the job reads every account marked pending.
const { db, clear } = isolatedFirestore('demo-iltkd-identity-sync');
const { auth } = emulatorServices();

beforeEach(async () => {
  await clear();
});

/** Auth whose first custom-claims write fails, as a network error after the role was stored. */
function failingOnce(target: Auth): Auth {
  let failed = false;
  return new Proxy(target, {
    get(inner, property, receiver) {
      const value = Reflect.get(inner, property, receiver);
      if (property === 'setCustomUserClaims' && !failed) {
        return async () => {
          failed = true;
          throw new Error('Auth unavailable');
        };
      }
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
}

describe('a role change that fails half way', () => {
  it('When the claim write fails after the role was stored, then the retry job makes the claim match the role', async () => {
    const member = await createTestUser();
    await seedAccount(db, member.uid, { email: member.email });
    const service = adminAccountsService({
      accounts: adminAccountsRepository(db, auditLog(db)),
      identity: accountIdentity(db, failingOnce(auth)),
      now: () => new Date(),
    });
    const caller = {
      uid: 'root',
      email: 'root@example.test',
      emailVerified: true,
      isAdmin: true,
      signInProvider: 'password',
    };
    const input = adminAccountUpdateSchema.validateSync({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: member.email,
      role: 'admin',
    });

    await expect(service.update(caller, member.uid, input)).rejects.toThrow('Auth unavailable');
    expect((await db.doc(`accounts/${member.uid}`).get()).get('role')).toBe('admin');
    expect((await auth.getUser(member.uid)).customClaims?.admin).toBeUndefined();

    await syncPendingIdentities(db, auth);
    expect((await auth.getUser(member.uid)).customClaims?.admin).toBe(true);
    expect((await db.doc(`accounts/${member.uid}`).get()).get('identitySyncPending')).toBeFalsy();
  });
});
