import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';

import { clubRosterEntryOf } from '../../functions/src/domain/club-roster';

import { rulesTestEnvironment } from './rules-environment';

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-club-roster';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

// Carl owns the active club c-active; Sue the suspended c-suspended.
const carl = () => env.authenticatedContext('carl').firestore();
const sue = () => env.authenticatedContext('sue').firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();

// What a member's record holds besides what a roster shows: a declined card's message, the
// payment intent, an administrator's reason.
const mia = {
  accountUid: 'olivia',
  memberId: 'IL-2026-000001',
  status: 'suspended',
  paymentStatus: 'failed',
  paymentIntentId: 'pi_3Mia',
  paymentFailureReason: 'Your card was declined: insufficient funds.',
  statusReason: 'Chargeback under review; the family owes two years.',
  statusChangedAt: new Date('2026-10-01T00:00:00Z'),
  firstName: 'Mia',
  lastName: 'Santos',
  email: 'olivia@example.test',
  phone: '312-555-0123',
  dateOfBirth: '2012-04-02',
  gender: 'female',
  parentName: 'Olivia Santos (parent)',
  tShirtSize: 'YL',
  uniformSize: '3',
  useAccountAddress: true,
  address: null,
  competitionCategories: ['poomsae'],
  role: 'athlete',
  beltRank: 'blue',
  division: 'Junior',
  currentSchool: 'Lakeshore Taekwondo',
  clubId: 'c-active',
  membershipTier: 'champion',
  deletedAt: null,
};

// Words of the payment and review trail that must never reach a club owner.
const PRIVATE_FIELDS = [
  'accountUid',
  'paymentStatus',
  'paymentIntentId',
  'paymentFailureReason',
  'statusReason',
  'statusChangedAt',
];

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
    await setDoc(doc(db, 'clubs/c-active'), {
      ownerUid: 'carl',
      status: 'active',
      deletedAt: null,
    });
    await setDoc(doc(db, 'clubs/c-suspended'), {
      ownerUid: 'sue',
      status: 'suspended',
      deletedAt: null,
    });
    await setDoc(doc(db, 'memberships/m-mia'), mia);
    await setDoc(doc(db, 'clubRosters/m-mia'), clubRosterEntryOf('m-mia', mia));
    const other = { ...mia, clubId: 'c-suspended' };
    await setDoc(doc(db, 'memberships/m-other'), other);
    await setDoc(doc(db, 'clubRosters/m-other'), clubRosterEntryOf('m-other', other));
  });
});

const byClub = (db: ReturnType<typeof carl>, name: string, clubId: string) =>
  query(collection(db, name), where('clubId', '==', clubId));

describe("a club owner and their members' records", () => {
  it('When the owner of an active club queries memberships where clubId is theirs, then it is denied', async () => {
    await assertFails(getDocs(byClub(carl(), 'memberships', 'c-active')));
    await assertFails(
      getDocs(query(byClub(carl(), 'memberships', 'c-active'), where('deletedAt', '==', null))),
    );
    await assertFails(getDoc(doc(carl(), 'memberships/m-mia')));
  });

  it('When the owner of an active club reads its roster projection, then it is allowed and holds no payment field, intent id, decline text or status reason', async () => {
    const roster = await assertSucceeds(getDocs(byClub(carl(), 'clubRosters', 'c-active')));
    expect(roster.docs.map((entry) => entry.id)).toEqual(['m-mia']);
    const entry = (await assertSucceeds(getDoc(doc(carl(), 'clubRosters/m-mia')))).data() ?? {};
    expect(entry).toMatchObject({ firstName: 'Mia', lastName: 'Santos', status: 'suspended' });
    for (const field of PRIVATE_FIELDS) expect(entry).not.toHaveProperty(field);
    const text = JSON.stringify(entry);
    expect(text).not.toContain('declined');
    expect(text).not.toContain('pi_3Mia');
    expect(text).not.toContain('Chargeback');
  });

  it("When a club owner reads another club's roster, or the owner of a suspended club their own, then it is denied", async () => {
    await assertFails(getDocs(byClub(carl(), 'clubRosters', 'c-suspended')));
    await assertFails(getDoc(doc(carl(), 'clubRosters/m-other')));
    await assertFails(getDocs(byClub(sue(), 'clubRosters', 'c-suspended')));
    await assertFails(getDocs(collection(carl(), 'clubRosters')));
  });

  it('When an administrator reads the projection, then it is allowed; when anyone writes it, then it is denied', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'clubRosters')));
    await assertFails(setDoc(doc(carl(), 'clubRosters/m-mia'), { firstName: 'X' }));
    await assertFails(setDoc(doc(admin(), 'clubRosters/m-new'), { clubId: 'c-active' }));
  });
});
