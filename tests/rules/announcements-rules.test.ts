import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';

import { rulesTestEnvironment } from './rules-environment';

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-announcements';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

// Issue 34: announcements, their recipients and members' mail preferences are the API's
// alone; no client reads or writes them, the recipient and administrators included.
const member = () => env.authenticatedContext('carla').firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

const at = new Date('2026-11-28T15:00:00Z');
const documents: Record<string, Record<string, unknown>> = {
  'announcements/a1': { scope: 'association', kind: 'events', status: 'draft', createdAt: at },
  'announcementRecipients/a1_carla': {
    announcementId: 'a1',
    uid: 'carla',
    email: 'carla@example.test',
    state: 'queued',
    queuedAt: at,
  },
  'mailPreferences/carla': { association_news: true, events: false, club_messages: true },
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
    for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), data);
  });
});

describe('announcements, announcementRecipients, mailPreferences', () => {
  it('the rules environment reads the seeded account (the suite can see a success)', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'accounts/root')));
  });

  it.each(Object.keys(documents))(
    'refuses every client read of %s: the recipient, an administrator, anyone',
    async (path) => {
      for (const db of [member(), admin(), anonymous()]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, path.split('/')[0])));
      }
    },
  );

  it.each(Object.keys(documents))('refuses every client write of %s', async (path) => {
    const [name] = path.split('/');
    for (const db of [member(), admin()]) {
      await assertFails(setDoc(doc(db, `${name}/new`), documents[path]));
      await assertFails(updateDoc(doc(db, path), { changed: true }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });
});
