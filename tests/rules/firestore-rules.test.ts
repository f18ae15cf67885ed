import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';

import { rulesTestEnvironment } from './rules-environment';

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules';
let env: RulesTestEnvironment;
// Loading the rules and seeding share two cores with the other suites under `npm test`.
jest.setTimeout(30_000);

const member = () => env.authenticatedContext('alice').firestore();
const otherMember = () => env.authenticatedContext('bob').firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');
// standings/{uid} as the functions write it.
const standing = (activeUntil: Date | null) => ({
  activeUntil,
  activeMembershipIds: activeUntil ? ['m-active'] : [],
  updatedAt: new Date('2026-09-01T00:00:00Z'),
});

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
    await setDoc(doc(db, 'accounts/alice'), {
      uid: 'alice',
      role: 'member',
      firstName: 'Alice',
      deletedAt: null,
    });
    // The administrator's account: the rules check its role beside the claim.
    await setDoc(doc(db, 'accounts/root'), { uid: 'root', role: 'admin', deletedAt: null });
    await setDoc(doc(db, 'accounts/bob'), {
      uid: 'bob',
      role: 'member',
      firstName: 'Bob',
      deletedAt: null,
    });
    await setDoc(doc(db, 'events/e1'), {
      title: 'Spring seminar',
      date: '2027-03-01',
      published: true,
      cancelledAt: null,
    });
    await setDoc(doc(db, 'events/draft'), {
      title: 'Summer camp',
      date: '2027-07-01',
      published: false,
      cancelledAt: null,
    });
    await setDoc(doc(db, 'payments/p1'), { accountUid: 'alice', amount: 16700 });
    await setDoc(doc(db, 'clubs/c1'), { ownerUid: 'alice', status: 'active', deletedAt: null });
    await setDoc(doc(db, 'directory/m1'), { name: 'Maria Santos', role: 'athlete' });
    await setDoc(doc(db, 'directoryClubs/c1'), { name: 'Lakeshore Taekwondo' });
    // Dana's membership is active; Alice has no standing document at all.
    await setDoc(doc(db, 'standings/dana'), standing(FAR_FUTURE));
    await setDoc(doc(db, 'memberships/m1'), {
      accountUid: 'alice',
      firstName: 'Mia',
      deletedAt: null,
    });
    await setDoc(doc(db, 'memberships/m2'), {
      accountUid: 'bob',
      firstName: 'Leo',
      deletedAt: null,
    });
    await setDoc(doc(db, 'mail/x1'), { to: 'alice@example.com', message: { subject: 'Hi' } });
    await setDoc(doc(db, 'captchaVerifications/v1'), { action: 'registration', usedBy: null });
    await setDoc(doc(db, 'captchaTestTokens/t1'), { action: 'registration' });
    await setDoc(doc(db, 'captchaFailures/alice'), { count: 5 });
    // carol owns club c2; m4 names it, m5 names alice's club c1.
    await setDoc(doc(db, 'clubs/c2'), { ownerUid: 'carol', status: 'active', deletedAt: null });
    await setDoc(doc(db, 'memberships/m4'), {
      accountUid: 'bob',
      clubId: 'c2',
      firstName: 'Ivy',
      deletedAt: null,
    });
    await setDoc(doc(db, 'memberships/m5'), {
      accountUid: 'bob',
      clubId: 'c1',
      firstName: 'Kai',
      deletedAt: null,
    });
    await setDoc(doc(db, 'invites/CODE1'), { clubId: 'c2', usedAt: null });
    await setDoc(doc(db, 'auditLog/a1'), { recordId: 'm4', changedFields: ['status'] });
    await setDoc(doc(db, 'inviteValidationFailures/uid:bob'), { count: 3 });
  });
});

describe('accounts', () => {
  it('lets the owner read their own account', async () => {
    await assertSucceeds(getDoc(doc(member(), 'accounts/alice')));
  });
  it("refuses a member reading another member's account", async () => {
    await assertFails(getDoc(doc(otherMember(), 'accounts/alice')));
  });
  it('refuses a visitor reading any account', async () => {
    await assertFails(getDoc(doc(visitor(), 'accounts/alice')));
  });
  it('refuses a member listing accounts', async () => {
    await assertFails(getDocs(collection(member(), 'accounts')));
  });
  it('lets an admin read and list accounts', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'accounts/alice')));
    await assertSucceeds(getDocs(collection(admin(), 'accounts')));
  });
  it('refuses the owner creating, updating or deleting their account', async () => {
    await assertFails(setDoc(doc(member(), 'accounts/alice'), { uid: 'alice', role: 'member' }));
    await assertFails(updateDoc(doc(member(), 'accounts/alice'), { firstName: 'Eve' }));
    await assertFails(deleteDoc(doc(member(), 'accounts/alice')));
  });
  it('refuses a member making themselves admin', async () => {
    await assertFails(updateDoc(doc(member(), 'accounts/alice'), { role: 'admin' }));
  });
  it('refuses a signed-in user creating an account for themselves from the client', async () => {
    const carol = env.authenticatedContext('carol').firestore();
    await assertFails(setDoc(doc(carol, 'accounts/carol'), { uid: 'carol', role: 'member' }));
  });
  it('refuses even an admin writing from the client', async () => {
    await assertFails(updateDoc(doc(admin(), 'accounts/alice'), { role: 'admin' }));
    await assertFails(deleteDoc(doc(admin(), 'accounts/bob')));
  });
});

describe('clubs', () => {
  it('lets the owner read their club and query their own clubs', async () => {
    await assertSucceeds(getDoc(doc(member(), 'clubs/c1')));
    const own = query(
      collection(member(), 'clubs'),
      where('ownerUid', '==', 'alice'),
      where('status', '==', 'active'),
      where('deletedAt', '==', null),
    );
    await assertSucceeds(getDocs(own));
  });
  it("refuses another member reading or querying someone else's club", async () => {
    await assertFails(getDoc(doc(otherMember(), 'clubs/c1')));
    await assertFails(getDocs(collection(otherMember(), 'clubs')));
  });
  it('refuses a visitor and lets an admin list clubs', async () => {
    await assertFails(getDoc(doc(visitor(), 'clubs/c1')));
    await assertSucceeds(getDocs(collection(admin(), 'clubs')));
  });
  it('refuses the owner changing their club from the client', async () => {
    await assertFails(updateDoc(doc(member(), 'clubs/c1'), { status: 'active' }));
  });
});

describe('memberships', () => {
  const own = (db: ReturnType<typeof member>, uid: string) =>
    query(
      collection(db, 'memberships'),
      where('accountUid', '==', uid),
      where('deletedAt', '==', null),
    );

  it('lets the owner read their membership and query their own', async () => {
    await assertSucceeds(getDoc(doc(member(), 'memberships/m1')));
    await assertSucceeds(getDocs(own(member(), 'alice')));
  });
  it("refuses a member reading or querying another member's memberships", async () => {
    await assertFails(getDoc(doc(member(), 'memberships/m2')));
    await assertFails(getDocs(own(member(), 'bob')));
  });
  it('refuses a member listing memberships without filtering on their own uid', async () => {
    await assertFails(getDocs(collection(member(), 'memberships')));
  });
  it('refuses a visitor reading a membership', async () => {
    await assertFails(getDoc(doc(visitor(), 'memberships/m1')));
  });
  it('lets an admin read and list memberships', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'memberships/m2')));
    await assertSucceeds(getDocs(collection(admin(), 'memberships')));
  });
  it('refuses the owner creating a membership or changing its status or payment', async () => {
    await assertFails(
      setDoc(doc(member(), 'memberships/m3'), { accountUid: 'alice', status: 'active' }),
    );
    await assertFails(updateDoc(doc(member(), 'memberships/m1'), { status: 'active' }));
    await assertFails(updateDoc(doc(member(), 'memberships/m1'), { paymentStatus: 'paid' }));
    await assertFails(deleteDoc(doc(member(), 'memberships/m1')));
  });
  it('refuses an admin writing a membership from the client', async () => {
    await assertFails(updateDoc(doc(admin(), 'memberships/m2'), { division: 'Senior' }));
  });
});

describe('mail', () => {
  it('refuses an admin reading or listing queued email, which holds one-time links', async () => {
    await assertFails(getDoc(doc(admin(), 'mail/x1')));
    await assertFails(getDocs(collection(admin(), 'mail')));
  });
  it('refuses the recipient and a visitor reading it', async () => {
    await assertFails(getDoc(doc(member(), 'mail/x1')));
    await assertFails(getDocs(collection(visitor(), 'mail')));
  });
  it('refuses a member queueing email and an admin changing it', async () => {
    await assertFails(setDoc(doc(member(), 'mail/x2'), { to: 'anyone@example.com' }));
    await assertFails(updateDoc(doc(admin(), 'mail/x1'), { to: 'other@example.com' }));
  });
});

describe('an administrator demoted a moment ago', () => {
  // Her ID token keeps the admin claim for up to an hour; her account already says member.
  const demoted = () => env.authenticatedContext('dora', { admin: true }).firestore();
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'accounts/dora'), {
        uid: 'dora',
        role: 'member',
        deletedAt: null,
      });
    });
  });
  it('reads nothing an administrator reads', async () => {
    await assertFails(getDocs(collection(demoted(), 'accounts')));
    await assertFails(getDoc(doc(demoted(), 'memberships/m2')));
    await assertFails(getDoc(doc(demoted(), 'mail/x1')));
  });
  it('while the administrator who still holds the role reads them', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'accounts')));
  });
});

describe('claimLocks and rateLimits', () => {
  it('refuses everyone reading or writing the rate-limit counts, admins included', async () => {
    await assertFails(getDoc(doc(admin(), 'rateLimits/accountCreation:uid:alice:1')));
    await assertFails(getDocs(collection(admin(), 'rateLimits')));
    await assertFails(
      setDoc(doc(member(), 'rateLimits/accountCreation:uid:alice:1'), { count: 0 }),
    );
  });
  it('refuses everyone reading or taking the custom-claims lease, admins included', async () => {
    await assertFails(getDoc(doc(admin(), 'claimLocks/alice')));
    await assertFails(getDocs(collection(admin(), 'claimLocks')));
    await assertFails(setDoc(doc(member(), 'claimLocks/alice'), { holder: 'x' }));
  });
});

describe('captchaVerifications, captchaTestTokens and captchaFailures', () => {
  it('refuses everyone reading them, admins included', async () => {
    await assertFails(getDoc(doc(visitor(), 'captchaVerifications/v1')));
    await assertFails(getDoc(doc(member(), 'captchaVerifications/v1')));
    await assertFails(getDoc(doc(admin(), 'captchaVerifications/v1')));
    await assertFails(getDocs(collection(admin(), 'captchaTestTokens')));
    await assertFails(getDoc(doc(admin(), 'captchaFailures/alice')));
  });
  it('refuses everyone writing them: no one passes the check by writing it', async () => {
    await assertFails(
      setDoc(doc(visitor(), 'captchaVerifications/v2'), { action: 'registration', usedBy: null }),
    );
    await assertFails(updateDoc(doc(member(), 'captchaVerifications/v1'), { usedBy: null }));
    await assertFails(setDoc(doc(admin(), 'captchaTestTokens/t2'), { action: 'login' }));
    await assertFails(updateDoc(doc(member(), 'captchaFailures/alice'), { count: 0 }));
  });
});

describe('directory and directoryClubs', () => {
  // No activeMember claim: the standing document decides, whatever the token says.
  const activeMember = () => env.authenticatedContext('dana').firestore();
  const withClaim = (uid: string) =>
    env.authenticatedContext(uid, { activeMember: true }).firestore();
  const seedStanding = (uid: string, data: Record<string, unknown>) =>
    env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), `standings/${uid}`), data),
    );

  it('lets a member with an active standing read and query both, without the claim', async () => {
    await assertSucceeds(getDoc(doc(activeMember(), 'directory/m1')));
    const athletes = query(
      collection(activeMember(), 'directory'),
      where('role', '==', 'athlete'),
      orderBy('name'),
      limit(21),
    );
    await assertSucceeds(getDocs(athletes));
    await assertSucceeds(getDocs(query(collection(activeMember(), 'directoryClubs'), limit(100))));
  });
  it('refuses a signed-in user without an active membership, and a visitor', async () => {
    await assertFails(getDoc(doc(member(), 'directory/m1')));
    await assertFails(getDocs(collection(member(), 'directoryClubs')));
    await assertFails(getDocs(collection(visitor(), 'directory')));
  });
  it('refuses a token with the activeMember claim but no active standing', async () => {
    await assertFails(getDoc(doc(withClaim('alice'), 'directory/m1')));
    await seedStanding('alice', standing(null));
    await assertFails(getDoc(doc(withClaim('alice'), 'directory/m1')));
    await assertFails(getDocs(query(collection(withClaim('alice'), 'directoryClubs'), limit(100))));
  });
  it('refuses a standing past its activeUntil, and one whose activeUntil is not a time', async () => {
    await seedStanding('alice', standing(new Date(Date.now() - 1000)));
    await assertFails(getDoc(doc(withClaim('alice'), 'directory/m1')));
    await seedStanding('alice', { activeUntil: '2099-01-01', activeMembershipIds: ['m1'] });
    await assertFails(getDoc(doc(member(), 'directory/m1')));
  });
  it('opens the moment the standing turns active and closes the moment it ends', async () => {
    await assertFails(getDoc(doc(member(), 'directory/m1')));
    await seedStanding('alice', standing(FAR_FUTURE));
    await assertSucceeds(getDoc(doc(member(), 'directory/m1')));
    await seedStanding('alice', standing(null));
    await assertFails(getDoc(doc(member(), 'directory/m1')));
  });
  it('refuses a user who forges the claim as a field instead of a token claim', async () => {
    const forger = env.authenticatedContext('eve', { activeMember: 'true' }).firestore();
    await assertFails(getDoc(doc(forger, 'directory/m1')));
  });
  it('lets an admin read and refuses every client write', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'directory/m1')));
    await assertFails(setDoc(doc(activeMember(), 'directory/m2'), { name: 'Me', role: 'coach' }));
    await assertFails(updateDoc(doc(admin(), 'directoryClubs/c1'), { name: 'Renamed' }));
  });
});

describe('standings', () => {
  it('lets the owner read their own standing, and admins any, but nobody list or write it', async () => {
    await assertSucceeds(
      getDoc(doc(env.authenticatedContext('dana').firestore(), 'standings/dana')),
    );
    await assertSucceeds(getDoc(doc(admin(), 'standings/dana')));
    await assertSucceeds(getDocs(collection(admin(), 'standings')));
    await assertFails(getDoc(doc(member(), 'standings/dana')));
    await assertFails(getDoc(doc(visitor(), 'standings/dana')));
    await assertFails(
      getDocs(query(collection(member(), 'standings'), where('activeUntil', '!=', null))),
    );
    await assertFails(setDoc(doc(member(), 'standings/alice'), standing(FAR_FUTURE)));
    await assertFails(updateDoc(doc(admin(), 'standings/dana'), { activeUntil: null }));
    await assertFails(deleteDoc(doc(admin(), 'standings/dana')));
  });
});

describe('events', () => {
  const published = (db: ReturnType<typeof visitor>) =>
    query(
      collection(db, 'events'),
      where('published', '==', true),
      where('cancelledAt', '==', null),
      orderBy('date'),
    );
  it('lets a visitor read and list published events', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'events/e1')));
    await assertSucceeds(getDocs(published(visitor())));
  });
  it('refuses a visitor and a member a draft, and a list not filtered to published events', async () => {
    await assertFails(getDoc(doc(visitor(), 'events/draft')));
    await assertFails(getDoc(doc(member(), 'events/draft')));
    await assertFails(getDocs(collection(visitor(), 'events')));
  });
  it('lets an administrator read drafts and list every event', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'events/draft')));
    await assertSucceeds(getDocs(collection(admin(), 'events')));
  });
  it('refuses a visitor, a member and an admin writing events', async () => {
    await assertFails(setDoc(doc(visitor(), 'events/e2'), { title: 'Spam' }));
    await assertFails(updateDoc(doc(member(), 'events/e1'), { title: 'Changed' }));
    await assertFails(deleteDoc(doc(admin(), 'events/e1')));
  });
});

describe('any other collection', () => {
  it("refuses a member reading someone else's payment", async () => {
    await assertFails(getDoc(doc(otherMember(), 'payments/p1')));
  });
  it('refuses a visitor and lets an admin read', async () => {
    await assertFails(getDoc(doc(visitor(), 'payments/p1')));
    await assertSucceeds(getDoc(doc(admin(), 'payments/p1')));
  });
  it('refuses every client write', async () => {
    await assertFails(setDoc(doc(member(), 'payments/p2'), { accountUid: 'alice', amount: 1 }));
    await assertFails(setDoc(doc(admin(), 'auditLog/a1'), { action: 'anything' }));
  });
});

describe('memberships read by a club owner', () => {
  const clubOwner = () => env.authenticatedContext('carol').firestore();
  const roster = (db: ReturnType<typeof member>, clubId: string) =>
    query(
      collection(db, 'memberships'),
      where('clubId', '==', clubId),
      where('deletedAt', '==', null),
    );

  it("refuses a club owner reading a membership of their club or querying it: the roster is clubRosters'", async () => {
    await assertFails(getDoc(doc(clubOwner(), 'memberships/m4')));
    await assertFails(getDocs(roster(clubOwner(), 'c2')));
  });
  it("refuses a club owner reading another club's membership or querying its roster", async () => {
    await assertFails(getDoc(doc(clubOwner(), 'memberships/m5')));
    await assertFails(getDocs(roster(clubOwner(), 'c1')));
  });
  it('refuses a member without a club reading a roster, and a visitor', async () => {
    await assertFails(getDoc(doc(member(), 'memberships/m4')));
    await assertFails(getDocs(roster(visitor(), 'c2')));
  });
  it("refuses a club owner changing or deleting their club's memberships", async () => {
    await assertFails(updateDoc(doc(clubOwner(), 'memberships/m4'), { currentSchool: 'Other' }));
    await assertFails(deleteDoc(doc(clubOwner(), 'memberships/m4')));
  });
});

describe('invites', () => {
  it('lets an admin read and list invitations', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'invites/CODE1')));
    await assertSucceeds(getDocs(collection(admin(), 'invites')));
  });
  it('refuses a member, the owner of the invited club and a visitor reading one', async () => {
    await assertFails(getDoc(doc(member(), 'invites/CODE1')));
    await assertFails(getDoc(doc(env.authenticatedContext('carol').firestore(), 'invites/CODE1')));
    await assertFails(getDocs(collection(visitor(), 'invites')));
  });
  it('refuses every client write, an admin creating a code included', async () => {
    await assertFails(setDoc(doc(visitor(), 'invites/MINE'), { clubId: 'c1', usedAt: null }));
    await assertFails(updateDoc(doc(member(), 'invites/CODE1'), { usedAt: null }));
    await assertFails(setDoc(doc(admin(), 'invites/ADMIN'), { clubId: 'c1' }));
    await assertFails(deleteDoc(doc(admin(), 'invites/CODE1')));
  });
});

describe('auditLog', () => {
  const history = (db: ReturnType<typeof member>) =>
    query(collection(db, 'auditLog'), where('recordId', '==', 'm4'));
  it("lets an admin read and query a record's history", async () => {
    await assertSucceeds(getDoc(doc(admin(), 'auditLog/a1')));
    await assertSucceeds(getDocs(history(admin())));
  });
  it('refuses a member and a visitor reading it', async () => {
    await assertFails(getDoc(doc(member(), 'auditLog/a1')));
    await assertFails(getDocs(history(visitor())));
  });
  it('refuses everyone writing or erasing it, admins included', async () => {
    await assertFails(setDoc(doc(member(), 'auditLog/a2'), { recordId: 'm1' }));
    await assertFails(updateDoc(doc(admin(), 'auditLog/a1'), { changedFields: [] }));
    await assertFails(deleteDoc(doc(admin(), 'auditLog/a1')));
  });
});

describe('inviteValidationFailures', () => {
  it('refuses everyone reading it, admins included', async () => {
    await assertFails(getDoc(doc(otherMember(), 'inviteValidationFailures/uid:bob')));
    await assertFails(getDoc(doc(admin(), 'inviteValidationFailures/uid:bob')));
    await assertFails(getDocs(collection(admin(), 'inviteValidationFailures')));
  });
  it('refuses everyone resetting their count', async () => {
    await assertFails(
      updateDoc(doc(otherMember(), 'inviteValidationFailures/uid:bob'), { count: 0 }),
    );
    await assertFails(deleteDoc(doc(admin(), 'inviteValidationFailures/uid:bob')));
  });
});

describe('club standing and trashed records', () => {
  const dave = () => env.authenticatedContext('dave').firestore();
  const erin = () => env.authenticatedContext('erin').firestore();
  const carol = () => env.authenticatedContext('carol').firestore();
  const live = (db: ReturnType<typeof member>, field: string, value: string) =>
    query(collection(db, 'memberships'), where(field, '==', value), where('deletedAt', '==', null));
  const trashed = new Date('2026-10-01T00:00:00Z');

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      // dave owns a suspended club, erin an active one that is in the trash.
      await setDoc(doc(db, 'clubs/c3'), { ownerUid: 'dave', status: 'suspended', deletedAt: null });
      await setDoc(doc(db, 'clubs/c4'), { ownerUid: 'erin', status: 'active', deletedAt: trashed });
      await setDoc(doc(db, 'memberships/m6'), { accountUid: 'bob', clubId: 'c3', deletedAt: null });
      await setDoc(doc(db, 'memberships/m7'), { accountUid: 'bob', clubId: 'c4', deletedAt: null });
      // A trashed child's record in carol's active club, and one of alice's own.
      await setDoc(doc(db, 'memberships/m8'), {
        accountUid: 'bob',
        clubId: 'c2',
        deletedAt: trashed,
      });
      await setDoc(doc(db, 'memberships/m9'), { accountUid: 'alice', deletedAt: trashed });
      await setDoc(doc(db, 'accounts/frank'), { uid: 'frank', deletedAt: trashed });
    });
  });

  it.each(['expired', 'suspended', 'cancelled', 'approved'])(
    'refuses the owner of a %s club reading its members or querying its roster',
    async (status) => {
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), 'clubs/c3'), { status });
      });
      await assertFails(getDoc(doc(dave(), 'memberships/m6')));
      await assertFails(getDocs(live(dave(), 'clubId', 'c3')));
    },
  );
  it('refuses the owner of a trashed club reading its members or querying its roster', async () => {
    await assertFails(getDoc(doc(erin(), 'memberships/m7')));
    await assertFails(getDocs(live(erin(), 'clubId', 'c4')));
  });
  it("refuses an active club's owner reading a trashed member, and any query of the club's memberships", async () => {
    await assertFails(getDoc(doc(carol(), 'memberships/m8')));
    await assertFails(
      getDocs(query(collection(carol(), 'memberships'), where('clubId', '==', 'c2'))),
    );
    await assertFails(getDocs(live(carol(), 'clubId', 'c2')));
  });
  it('refuses an owner reading their own trashed membership, account or club', async () => {
    await assertFails(getDoc(doc(member(), 'memberships/m9')));
    await assertFails(
      getDocs(query(collection(member(), 'memberships'), where('accountUid', '==', 'alice'))),
    );
    await assertFails(getDoc(doc(env.authenticatedContext('frank').firestore(), 'accounts/frank')));
    await assertFails(getDoc(doc(erin(), 'clubs/c4')));
    await assertFails(getDocs(query(collection(erin(), 'clubs'), where('ownerUid', '==', 'erin'))));
  });
  it('lets an admin read every trashed record', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'memberships/m8')));
    await assertSucceeds(getDoc(doc(admin(), 'accounts/frank')));
    await assertSucceeds(getDoc(doc(admin(), 'clubs/c4')));
  });
});
