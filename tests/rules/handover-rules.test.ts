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
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';

import { rulesTestEnvironment } from './rules-environment';

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-handover';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

// Issue 33, the handover at 18: once a membership moved from the parent's account to the
// athlete's, the parent reads it only when the athlete granted it (parentReaderUid); nothing
// else opens to anyone, and nobody writes from a client.
const athlete = () => env.authenticatedContext('leo').firestore();
const parent = () => env.authenticatedContext('ana').firestore();
const otherParent = () => env.authenticatedContext('bob').firestore();

const handedOver = (parentReaderUid: string | null, fields: Record<string, unknown> = {}) => ({
  accountUid: 'leo',
  firstName: 'Leo',
  lastName: 'Novak',
  memberId: 'IL-2026-000042',
  parentReaderUid,
  handover: {
    state: 'completed',
    fromUid: 'ana',
    toUid: 'leo',
    parentReadAccess: !!parentReaderUid,
  },
  deletedAt: null,
  ...fields,
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
    await setDoc(doc(db, 'memberships/granted'), handedOver('ana'));
    await setDoc(doc(db, 'memberships/refused'), handedOver(null));
    await setDoc(doc(db, 'memberships/trashed'), handedOver('ana', { deletedAt: new Date() }));
    await setDoc(doc(db, 'memberships/sibling'), {
      accountUid: 'ana',
      firstName: 'Mia',
      deletedAt: null,
    });
    await setDoc(doc(db, 'handoverInvites/abc'), { membershipId: 'granted', email: 'leo@x.test' });
    await setDoc(doc(db, 'payments/pi_1'), { accountUid: 'leo', membershipIds: ['granted'] });
  });
});

describe('memberships after the handover at 18', () => {
  it('the athlete reads both; the parent reads only the one whose read access was granted', async () => {
    await assertSucceeds(getDoc(doc(athlete(), 'memberships/granted')));
    await assertSucceeds(getDoc(doc(athlete(), 'memberships/refused')));
    await assertSucceeds(getDoc(doc(parent(), 'memberships/granted')));
    await assertFails(getDoc(doc(parent(), 'memberships/refused')));
  });

  it('the parent lists the granted memberships by parentReaderUid, and no wider query', async () => {
    const granted = query(
      collection(parent(), 'memberships'),
      where('parentReaderUid', '==', 'ana'),
      where('deletedAt', '==', null),
    );
    const snapshot = await assertSucceeds(getDocs(granted));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['granted']);
    await assertFails(getDocs(collection(parent(), 'memberships')));
  });

  it('grants nothing to another account, nothing once trashed, and no write to anyone', async () => {
    await assertFails(getDoc(doc(otherParent(), 'memberships/granted')));
    await assertFails(getDoc(doc(parent(), 'memberships/trashed')));
    await assertFails(updateDoc(doc(parent(), 'memberships/granted'), { firstName: 'X' }));
    await assertFails(updateDoc(doc(athlete(), 'memberships/granted'), { parentReaderUid: null }));
    await assertFails(
      setDoc(doc(otherParent(), 'memberships/mine'), handedOver('bob', { accountUid: 'bob' })),
    );
  });

  it('the parent keeps no read of what moved with it (payments) and nobody reads invitations', async () => {
    await assertFails(getDoc(doc(parent(), 'payments/pi_1')));
    await assertSucceeds(getDoc(doc(athlete(), 'payments/pi_1')));
    await assertFails(getDoc(doc(athlete(), 'handoverInvites/abc')));
    await assertFails(getDoc(doc(parent(), 'handoverInvites/abc')));
  });

  it('the parent still reads their other children as before', async () => {
    await assertSucceeds(getDoc(doc(parent(), 'memberships/sibling')));
  });
});
