import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';

import { rulesTestEnvironment } from './rules-environment';

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-directory';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

// Dana's standing is active (seeded below); the rules read it, not a token claim.
const activeMember = () => env.authenticatedContext('dana').firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();
const payer = () => env.authenticatedContext('alice').firestore();
const otherMember = () => env.authenticatedContext('bob').firestore();

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
    // The administrator's account: the rules check its role beside the claim.
    await setDoc(doc(db, 'accounts/root'), { uid: 'root', role: 'admin', deletedAt: null });
    await setDoc(doc(db, 'directory/m1'), { name: 'Maria Santos', role: 'athlete' });
    await setDoc(doc(db, 'directoryClubs/c1'), { name: 'Lakeshore Taekwondo' });
    await setDoc(doc(db, 'standings/dana'), {
      activeUntil: new Date('2099-01-01T00:00:00Z'),
      activeMembershipIds: ['m1'],
      updatedAt: new Date('2026-09-01T00:00:00Z'),
    });
    await setDoc(doc(db, 'payments/pi_1'), { accountUid: 'alice', amount: 16700 });
    await setDoc(doc(db, 'stripeEvents/evt_1'), { outcome: 'activated' });
    await setDoc(doc(db, 'counters/memberIds'), { next: 2 });
  });
});

describe('directory lists are bounded', () => {
  const athletes = (db: ReturnType<typeof admin>) =>
    query(collection(db, 'directory'), where('role', '==', 'athlete'), orderBy('name'));

  it('refuses an active member listing the directory without a limit', async () => {
    await assertFails(getDocs(athletes(activeMember())));
    await assertFails(getDocs(collection(activeMember(), 'directoryClubs')));
  });
  it('refuses a list of more than 100 entries, admins included', async () => {
    await assertFails(getDocs(query(athletes(activeMember()), limit(101))));
    await assertFails(getDocs(query(collection(admin(), 'directory'), limit(500))));
    await assertFails(getDocs(collection(admin(), 'directoryClubs')));
  });
  it('lets an active member and an admin list up to 100 entries', async () => {
    await assertSucceeds(getDocs(query(athletes(activeMember()), limit(100))));
    await assertSucceeds(getDocs(query(collection(activeMember(), 'directoryClubs'), limit(100))));
    await assertSucceeds(getDocs(query(collection(admin(), 'directory'), limit(6))));
  });
  it('still lets an active member read one entry', async () => {
    await assertSucceeds(getDoc(doc(activeMember(), 'directory/m1')));
  });
});

describe('payments', () => {
  const ownPayments = (db: ReturnType<typeof admin>, uid: string) =>
    query(collection(db, 'payments'), where('accountUid', '==', uid));

  it('lets the account that paid read its payment and query its history', async () => {
    await assertSucceeds(getDoc(doc(payer(), 'payments/pi_1')));
    await assertSucceeds(getDocs(ownPayments(payer(), 'alice')));
  });
  it("lets the payer run My Account's live history query: own uid, newest first, at most 100", async () => {
    const history = (db: ReturnType<typeof admin>, uid: string) =>
      query(ownPayments(db, uid), orderBy('createdAt', 'desc'), limit(100));
    await assertSucceeds(getDocs(history(payer(), 'alice')));
    await assertFails(getDocs(history(otherMember(), 'alice')));
  });
  it("refuses another member reading or querying someone's payments", async () => {
    await assertFails(getDoc(doc(otherMember(), 'payments/pi_1')));
    await assertFails(getDocs(ownPayments(otherMember(), 'alice')));
    await assertFails(getDocs(collection(otherMember(), 'payments')));
  });
  it('refuses every client write, the payer and admins included', async () => {
    await assertFails(setDoc(doc(payer(), 'payments/pi_1'), { accountUid: 'alice', amount: 1 }));
    await assertFails(setDoc(doc(admin(), 'payments/pi_2'), { accountUid: 'alice', amount: 1 }));
  });
});

describe('stripeEvents and counters', () => {
  it('lets an admin read them and refuses members and every write', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'stripeEvents/evt_1')));
    await assertFails(getDoc(doc(payer(), 'stripeEvents/evt_1')));
    await assertFails(getDoc(doc(activeMember(), 'counters/memberIds')));
    await assertFails(setDoc(doc(admin(), 'counters/memberIds'), { next: 1 }));
  });
});
