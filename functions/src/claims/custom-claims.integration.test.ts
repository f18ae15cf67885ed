import { accountIdentity } from '../api/admin/accounts/account-identity';
import { refreshStanding } from '../standing/refresh-standing';
import { seedAccount, seedMembership } from '../test-support/admin-fixtures';
import { createTestUser, emulatorServices } from '../test-support/emulators';

// Each round makes several emulator round trips on machines shared with other suites.
jest.setTimeout(60_000);

const { db, auth } = emulatorServices();

/** Auth whose reads of a user take a while, as on a busy network: both writers read first. */
const slowAuth = new Proxy(auth, {
  get(target, property, receiver) {
    const value = Reflect.get(target, property, receiver);
    if (property !== 'getUser') return typeof value === 'function' ? value.bind(target) : value;
    return async (uid: string) => {
      const user = await target.getUser(uid);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return user;
    };
  },
});

describe('the two writers of custom claims', () => {
  it('When the admin role and the activeMember claim are written at the same time, then neither update is lost', async () => {
    const now = new Date();
    const identity = accountIdentity(db, slowAuth);
    for (let round = 0; round < 3; round += 1) {
      const user = await createTestUser();
      await seedAccount(db, user.uid, { email: user.email, role: 'admin' });
      await seedMembership(db, {
        accountUid: user.uid,
        status: 'active',
        paymentStatus: 'paid',
        activatedAt: now,
        expiresAt: new Date(now.getTime() + 200 * 86_400_000),
      });
      await Promise.all([identity.sync(user.uid), refreshStanding(db, slowAuth, user.uid, now)]);
      expect((await auth.getUser(user.uid)).customClaims).toEqual({
        admin: true,
        activeMember: true,
      });
    }
  });
});
