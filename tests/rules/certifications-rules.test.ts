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
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';

import { rulesTestEnvironment } from './rules-environment';

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-certifications';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

// Issue 33: a coach's certifications are read by the coach and by administrators; the API
// alone writes them.
const holder = () => env.authenticatedContext('carla').firestore();
const otherMember = () => env.authenticatedContext('bob').firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

const certification = {
  membershipId: 'm-carla',
  ownerUid: 'carla',
  kind: 'safesport',
  documentReference: 'SS-1',
  issuedOn: null,
  expiresOn: '2027-06-30',
  level: null,
  recordedBy: 'root',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  deletedAt: null,
};

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
    await setDoc(doc(db, 'certifications/c1'), certification);
    await setDoc(doc(db, 'certifications/c-removed'), {
      ...certification,
      deletedAt: new Date('2026-11-02T00:00:00Z'),
    });
  });
});

describe('certifications', () => {
  it('lets the holder read their live certifications, one or by query', async () => {
    await assertSucceeds(getDoc(doc(holder(), 'certifications/c1')));
    await assertSucceeds(
      getDocs(
        query(
          collection(holder(), 'certifications'),
          where('ownerUid', '==', 'carla'),
          where('deletedAt', '==', null),
        ),
      ),
    );
  });

  it("refuses the holder a removed certification, and anyone else the holder's", async () => {
    await assertFails(getDoc(doc(holder(), 'certifications/c-removed')));
    await assertFails(
      getDocs(query(collection(holder(), 'certifications'), where('ownerUid', '==', 'carla'))),
    );
    await assertFails(getDoc(doc(otherMember(), 'certifications/c1')));
    await assertFails(getDocs(collection(otherMember(), 'certifications')));
    await assertFails(getDoc(doc(anonymous(), 'certifications/c1')));
  });

  it('lets an administrator read every certification, removed ones included', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'certifications/c-removed')));
    await assertSucceeds(getDocs(collection(admin(), 'certifications')));
  });

  it('refuses every client write, the holder and administrators included', async () => {
    for (const db of [holder(), admin()]) {
      await assertFails(setDoc(doc(db, 'certifications/c2'), certification));
      await assertFails(updateDoc(doc(db, 'certifications/c1'), { expiresOn: '2099-01-01' }));
      await assertFails(deleteDoc(doc(db, 'certifications/c1')));
    }
  });
});
