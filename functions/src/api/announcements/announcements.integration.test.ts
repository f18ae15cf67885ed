import { randomUUID } from 'node:crypto';

import type { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';

import { seedAccount, seedClub } from '../../test-support/admin-fixtures';
import {
  createTestUser,
  emulatorServices,
  isolatedFirestore,
  type TestUser,
} from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(120_000);

// Issue 34: administrators (and club owners, for their own active roster) write
// announcements; the audience is counted from the records, one message per account, with
// who is left out and why; sending fixes the recipients.
const { db, clear } = isolatedFirestore('demo-iltkd-announcements');
const NOW = new Date('2026-11-28T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const app = testApp({ db, now: () => NOW });
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let parent: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

interface Person {
  uid: string;
  verified?: boolean;
  language?: 'en' | 'es';
}

/** Auth users (no password) and their accounts, in bulk. */
async function seedPeople(store: Firestore, people: Person[]) {
  const { auth } = emulatorServices();
  for (let i = 0; i < people.length; i += 1000) {
    const part = people.slice(i, i + 1000);
    const result = await auth.importUsers(
      part.map((person) => ({
        uid: person.uid,
        email: `${person.uid}@example.test`,
        emailVerified: person.verified ?? true,
      })),
    );
    if (result.failureCount > 0) throw new Error(`importUsers: ${result.errors[0]?.error}`);
  }
  await inBatches(store, people, (batch, person) =>
    batch.set(store.doc(`accounts/${person.uid}`), {
      uid: person.uid,
      email: `${person.uid}@example.test`,
      role: 'member',
      preferredLanguage: person.language ?? 'en',
      deletedAt: null,
    }),
  );
}

async function inBatches<T>(
  store: Firestore,
  items: T[],
  write: (batch: FirebaseFirestore.WriteBatch, item: T) => void,
) {
  const commits: Promise<unknown>[] = [];
  for (let i = 0; i < items.length; i += 500) {
    const batch = store.batch();
    for (const item of items.slice(i, i + 500)) write(batch, item);
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

interface MembershipSeed {
  id?: string;
  accountUid: string;
  status?: string;
  membershipTier?: string;
  role?: string;
  division?: string;
  clubId?: string | null;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
}

const membershipDoc = (seed: MembershipSeed) => ({
  accountUid: seed.accountUid,
  status: seed.status ?? 'active',
  membershipTier: seed.membershipTier ?? 'champion',
  role: seed.role ?? 'athlete',
  division: seed.division ?? 'Senior',
  clubId: seed.clubId ?? null,
  expiresAt: seed.expiresAt ?? new Date(NOW.getTime() + 300 * DAY),
  deletedAt: seed.deletedAt ?? null,
  firstName: 'Ana',
  lastName: 'Lopez',
});

async function seedMemberships(seeds: MembershipSeed[]) {
  const ids = seeds.map((seed) => seed.id ?? randomUUID());
  await inBatches(
    db,
    seeds.map((seed, i) => ({ seed, id: ids[i] })),
    (batch, { seed, id }) => batch.set(db.doc(`memberships/${id}`), membershipDoc(seed)),
  );
  return ids;
}

beforeAll(async () => {
  [admin, owner, otherOwner, parent] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
});

let clubA: string;
let clubB: string;
let eventId: string;
const uids: Record<string, string> = {};

/**
 * The parent (two children in club A, Youth and Cadet, one expiring in 10 days); u2 a
 * basic coach of club B with current SafeSport; u3 a referee of club A entered in the event;
 * u4 expired; u5 active, unverified address; u6 active in club A, unsubscribed from
 * association news; u7's membership deleted.
 */
async function seedAudience() {
  for (const name of ['u2', 'u3', 'u4', 'u5', 'u6', 'u7']) uids[name] = `ann-${randomUUID()}`;
  uids.parent = parent.uid;
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
  await seedAccount(db, owner.uid, { email: owner.email });
  await seedAccount(db, otherOwner.uid, { email: otherOwner.email });
  await seedAccount(db, parent.uid, { email: parent.email, preferredLanguage: 'es' });
  await seedPeople(db, [
    { uid: uids.u2 },
    { uid: uids.u3 },
    { uid: uids.u4 },
    { uid: uids.u5, verified: false },
    { uid: uids.u6 },
    { uid: uids.u7 },
  ]);
  clubA = (await seedClub(db, { ownerUid: owner.uid })).id;
  clubB = (await seedClub(db, { ownerUid: otherOwner.uid })).id;
  eventId = randomUUID();
  const [, , coachMembership, refereeMembership] = await seedMemberships([
    {
      accountUid: parent.uid,
      division: 'Youth',
      clubId: clubA,
      expiresAt: new Date(NOW.getTime() + 10 * DAY),
    },
    { accountUid: parent.uid, division: 'Cadet', clubId: clubA },
    { accountUid: uids.u2, membershipTier: 'basic', role: 'coach', clubId: clubB },
    { accountUid: uids.u3, role: 'referee', clubId: clubA },
    { accountUid: uids.u4, status: 'expired', clubId: clubA },
    { accountUid: uids.u5, clubId: clubB },
    { accountUid: uids.u6, clubId: clubA },
    { accountUid: uids.u7, deletedAt: new Date('2026-10-01T00:00:00Z') },
  ]);
  await db.doc(`mailPreferences/${uids.u6}`).set({ association_news: false });
  await db.doc('eventEntries/e1').set({
    eventId,
    membershipId: refereeMembership,
    status: 'entered',
  });
  await db.doc('eventEntries/e2').set({
    eventId,
    membershipId: coachMembership,
    status: 'withdrawn',
  });
  await db.doc('certifications/c1').set({
    membershipId: coachMembership,
    kind: 'safesport',
    issuedOn: '2026-01-10',
    expiresOn: '2027-01-09',
    deletedAt: null,
  });
  await db.doc('certifications/c2').set({
    membershipId: refereeMembership,
    kind: 'safesport',
    issuedOn: '2025-01-10',
    expiresOn: '2026-01-09',
    deletedAt: null,
  });
}

const emptyAudience = {
  statuses: [],
  tiers: [],
  roles: [],
  divisions: [],
  club_id: null,
  expiring_within_days: null,
  event_id: null,
  certification_kind: null,
};

const draft = (fields: Record<string, unknown> = {}) => ({
  scope: 'association',
  kind: 'association_news',
  audience: emptyAudience,
  subject_en: 'Entries open Monday',
  body_en: 'Entries for the **state championship** open Monday.',
  subject_es: 'Inscripciones abiertas el lunes',
  body_es: 'Las inscripciones abren el lunes.',
  ...fields,
});

const count = (user: TestUser, body: object) =>
  request(app).post('/api/v1/announcements/audience').set(bearer(user)).send(body);

describe('announcements', () => {
  beforeEach(async () => {
    await clear();
    await seedAudience();
  });

  it('When an administrator counts the association audience, then parents count once and the unsubscribed and unverified are left out', async () => {
    const response = await count(admin, {
      scope: 'association',
      kind: 'association_news',
      audience: emptyAudience,
    }).expect(200);
    expect(response.body).toEqual({
      recipients: 3,
      memberships: 6,
      excluded: { unsubscribed: 1, no_verified_address: 1 },
    });
    // u6 left association news only: events still reach them.
    const events = await count(admin, {
      scope: 'association',
      kind: 'events',
      audience: emptyAudience,
    }).expect(200);
    expect(events.body.recipients).toBe(4);
    expect(events.body.excluded).toEqual({ unsubscribed: 0, no_verified_address: 1 });
  });

  it.each([
    ['tier', { tiers: ['basic'] }, 1, 1],
    ['role', { roles: ['referee'] }, 1, 1],
    ['division', { divisions: ['Youth'] }, 1, 1],
    ['status', { statuses: ['expired'] }, 1, 1],
    ['expiring within 30 days', { expiring_within_days: 30 }, 1, 1],
    ['entered in the event (withdrawn left out)', 'event', 1, 1],
    ['holding SafeSport (lapsed left out)', { certification_kind: 'safesport' }, 1, 1],
    ['club A', 'clubA', 4, 2],
  ])(
    'When the audience is filtered by %s, then the counts match the seeded records',
    async (_name, filter, memberships, recipients) => {
      const extra =
        filter === 'event'
          ? { event_id: eventId }
          : filter === 'clubA'
            ? { club_id: clubA }
            : (filter as object);
      const response = await count(admin, {
        scope: 'association',
        kind: 'association_news',
        audience: { ...emptyAudience, ...extra },
      }).expect(200);
      expect(response.body.memberships).toBe(memberships);
      expect(response.body.recipients).toBe(recipients);
    },
  );

  it("When a club owner counts their own club's audience, then only its active roster counts; another club or the association is refused", async () => {
    const own = await count(owner, {
      scope: 'club',
      kind: 'club_messages',
      audience: { ...emptyAudience, club_id: clubA, statuses: ['expired'] },
    }).expect(200);
    // Forced to active: the parent (two memberships), u3 and u6 (who left association news only).
    expect(own.body).toEqual({
      recipients: 3,
      memberships: 4,
      excluded: { unsubscribed: 0, no_verified_address: 0 },
    });
    await count(owner, {
      scope: 'club',
      kind: 'club_messages',
      audience: { ...emptyAudience, club_id: clubB },
    }).expect(403);
    await count(owner, {
      scope: 'association',
      kind: 'association_news',
      audience: emptyAudience,
    }).expect(403);
    await request(app)
      .post('/api/v1/announcements')
      .set(bearer(owner))
      .send(
        draft({
          scope: 'club',
          kind: 'club_messages',
          audience: { ...emptyAudience, club_id: clubB },
        }),
      )
      .expect(403);
    await request(app).post('/api/v1/announcements').set(bearer(owner)).send(draft()).expect(403);
    expect((await db.collection('announcements').get()).size).toBe(0);
  });

  it('When the body is wrong, then 400 names each field and nothing is written', async () => {
    const response = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send({
        scope: 'everyone',
        kind: 'association_news',
        audience: { ...emptyAudience, tiers: ['gold'], expiring_within_days: 0 },
        subject_en: '',
        body_en: 'Hello',
      })
      .expect(400);
    const fields = response.body.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'scope',
        'subject_en',
        'audience.tiers.0',
        'audience.expiring_within_days',
      ]),
    );
    const clubWithoutId = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft({ scope: 'club', kind: 'club_messages' }))
      .expect(400);
    expect(clubWithoutId.body.errors).toEqual([
      expect.objectContaining({ field: 'audience.club_id' }),
    ]);
    await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft({ kind: 'club_messages' }))
      .expect(400);
    expect((await db.collection('announcements').get()).size).toBe(0);
    expect((await db.collection('auditLog').get()).size).toBe(0);
  });

  it('When an administrator saves, edits, lists and sends a draft, then the recipients are fixed pending and a sent one cannot change', async () => {
    const created = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft())
      .expect(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      counts: null,
      created_by: admin.email,
      sent_by: null,
      scope: 'association',
    });
    const id = created.body.id;
    const edited = await request(app)
      .patch(`/api/v1/announcements/${id}`)
      .set(bearer(admin))
      .send(draft({ subject_en: 'Entries open Tuesday' }))
      .expect(200);
    expect(edited.body.subject_en).toBe('Entries open Tuesday');
    await request(app).get(`/api/v1/announcements/${id}`).set(bearer(owner)).expect(403);
    await request(app).get('/api/v1/announcements/no-such-one').set(bearer(admin)).expect(404);

    const sent = await request(app)
      .post(`/api/v1/announcements/${id}/send`)
      .set(bearer(admin))
      .expect(200);
    expect(sent.body).toMatchObject({
      status: 'queued',
      sent_by: admin.email,
      sent_at: NOW.toISOString(),
      counts: {
        recipients: 3,
        queued: 0,
        delivered: 0,
        failed: 0,
        excluded_unsubscribed: 1,
        excluded_no_verified_address: 1,
      },
    });
    const recipients = await db
      .collection('announcementRecipients')
      .where('announcementId', '==', id)
      .get();
    expect(recipients.docs.map((doc) => doc.get('uid')).sort()).toEqual(
      [parent.uid, uids.u2, uids.u3].sort(),
    );
    expect(new Set(recipients.docs.map((doc) => doc.get('state')))).toEqual(new Set(['pending']));
    expect(recipients.docs.find((doc) => doc.get('uid') === parent.uid)?.get('language')).toBe(
      'es',
    );

    await request(app)
      .patch(`/api/v1/announcements/${id}`)
      .set(bearer(admin))
      .send(draft())
      .expect(409);
    await request(app).post(`/api/v1/announcements/${id}/send`).set(bearer(admin)).expect(409);
    const audit = await db.collection('auditLog').where('recordId', '==', id).get();
    expect(audit.docs.map((doc) => doc.get('action')).sort()).toEqual([
      'create',
      'status',
      'update',
    ]);

    // The list: newest first, a page of one with a cursor.
    await request(app).post('/api/v1/announcements').set(bearer(admin)).send(draft()).expect(201);
    const first = await request(app)
      .get('/api/v1/announcements')
      .query({ limit: 1 })
      .set(bearer(admin))
      .expect(200);
    expect(first.body.announcements).toHaveLength(1);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await request(app)
      .get('/api/v1/announcements')
      .query({ limit: 1, after: first.body.next_cursor })
      .set(bearer(admin))
      .expect(200);
    expect(second.body.announcements).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    await request(app).get('/api/v1/announcements').set(bearer(parent)).expect(403);
  });

  it('When a queued announcement is cancelled, then its pending recipients are cancelled; once cancelled it cannot be cancelled or edited again', async () => {
    const { body } = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft())
      .expect(201);
    await request(app)
      .post(`/api/v1/announcements/${body.id}/cancel`)
      .set(bearer(admin))
      .expect(409);
    await request(app).post(`/api/v1/announcements/${body.id}/send`).set(bearer(admin)).expect(200);
    const cancelled = await request(app)
      .post(`/api/v1/announcements/${body.id}/cancel`)
      .set(bearer(admin))
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_at: NOW.toISOString() });
    const states = await db
      .collection('announcementRecipients')
      .where('announcementId', '==', body.id)
      .get();
    expect(states.docs.map((doc) => doc.get('state'))).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    await request(app)
      .post(`/api/v1/announcements/${body.id}/cancel`)
      .set(bearer(admin))
      .expect(409);
    await request(app)
      .patch(`/api/v1/announcements/${body.id}`)
      .set(bearer(admin))
      .send(draft())
      .expect(409);
  });

  it("When a club owner writes to their club, then the audience is forced to its active roster, they see their club's list only, and the delivered and failed counts come from the mail queue", async () => {
    const created = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(owner))
      .send(
        draft({
          scope: 'club',
          kind: 'club_messages',
          audience: { ...emptyAudience, club_id: clubA, statuses: ['expired', 'active'] },
        }),
      )
      .expect(201);
    expect(created.body).toMatchObject({
      scope: 'club',
      club_id: clubA,
      club_name: 'Lakeshore Taekwondo',
      audience: { statuses: ['active'], club_id: clubA },
    });
    const id = created.body.id;
    await request(app)
      .get('/api/v1/announcements')
      .query({ club_id: clubA })
      .set(bearer(owner))
      .expect(200);
    await request(app)
      .get('/api/v1/announcements')
      .query({ club_id: clubB })
      .set(bearer(owner))
      .expect(403);
    await request(app).get('/api/v1/announcements').set(bearer(owner)).expect(403);
    await request(app).get(`/api/v1/announcements/${id}`).set(bearer(otherOwner)).expect(403);

    await request(app).post(`/api/v1/announcements/${id}/send`).set(bearer(owner)).expect(200);
    await db.collection('mail').add({ announcementId: id, delivery: { state: 'SUCCESS' } });
    await db.collection('mail').add({ announcementId: id, delivery: { state: 'SUCCESS' } });
    await db.collection('mail').add({ announcementId: id, delivery: { state: 'ERROR' } });
    await db.collection('mail').add({ announcementId: 'another', delivery: { state: 'ERROR' } });
    const read = await request(app)
      .get(`/api/v1/announcements/${id}`)
      .set(bearer(owner))
      .expect(200);
    expect(read.body.counts).toMatchObject({ recipients: 3, delivered: 2, failed: 1 });
  });

  it('When the writer sends a test, then the English and the Spanish mail go to their own address only, marked [Test], counted nowhere; a sent one is not tested', async () => {
    const { body } = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft())
      .expect(201);
    const tested = await request(app)
      .post(`/api/v1/announcements/${body.id}/test`)
      .set(bearer(admin))
      .expect(200);
    expect(tested.body).toEqual({ sent_to: admin.email });
    const mails = (await db.collection('mail').get()).docs.map((doc) => doc.data());
    expect(mails.map((mail) => mail.to)).toEqual([admin.email, admin.email]);
    expect(mails.map((mail) => mail.message.subject).sort()).toEqual([
      '[Test] Entries open Monday',
      '[Test] Inscripciones abiertas el lunes',
    ]);
    for (const mail of mails) {
      expect(mail.announcementId).toBeUndefined();
      expect(mail.message.headers).toBeUndefined();
    }
    const english = mails.find((mail) => mail.message.subject.includes('Monday'));
    expect(english?.message.html).toContain(
      '<p>Entries for the **state championship** open Monday.</p>',
    );
    const spanish = mails.find((mail) => mail.message.subject.includes('lunes'));
    expect(spanish?.message.html).toContain('<p>Las inscripciones abren el lunes.</p>');
    await request(app).post(`/api/v1/announcements/${body.id}/test`).set(bearer(owner)).expect(403);
    await request(app).post(`/api/v1/announcements/${body.id}/send`).set(bearer(admin)).expect(200);
    await request(app).post(`/api/v1/announcements/${body.id}/test`).set(bearer(admin)).expect(409);
    expect((await db.collection('mail').get()).size).toBe(2);
  });

  it('When an announcement was mailed to a member, then GET /announcements/me lists it in the language it went in', async () => {
    const { body } = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft())
      .expect(201);
    await request(app).post(`/api/v1/announcements/${body.id}/send`).set(bearer(admin)).expect(200);
    const empty = await request(app)
      .get('/api/v1/announcements/me')
      .set(bearer(parent))
      .expect(200);
    expect(empty.body).toEqual({ announcements: [], next_cursor: null });
    // What the dispatcher does once the parent's mail is written.
    await db
      .doc(`announcementRecipients/${body.id}_${parent.uid}`)
      .update({ state: 'queued', queuedAt: NOW });
    const mine = await request(app).get('/api/v1/announcements/me').set(bearer(parent)).expect(200);
    expect(mine.body).toEqual({
      announcements: [
        {
          id: body.id,
          kind: 'association_news',
          club_name: null,
          language: 'es',
          subject: 'Inscripciones abiertas el lunes',
          body: 'Las inscripciones abren el lunes.',
          sent_at: NOW.toISOString(),
        },
      ],
      next_cursor: null,
    });
    const others = await request(app)
      .get('/api/v1/announcements/me')
      .set(bearer(owner))
      .expect(200);
    expect(others.body.announcements).toEqual([]);
  });
});

describe('sending to 2,000 members', () => {
  beforeAll(async () => {
    await clear();
    await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
    const people = Array.from({ length: 2000 }, () => ({ uid: `bulk-${randomUUID()}` }));
    await seedPeople(db, people);
    await seedMemberships(people.map((person) => ({ accountUid: person.uid })));
  });

  it('When an announcement reaches 2,000 accounts, then one send fixes them all pending well inside the function timeout', async () => {
    const { body } = await request(app)
      .post('/api/v1/announcements')
      .set(bearer(admin))
      .send(draft())
      .expect(201);
    const counted = await count(admin, {
      scope: 'association',
      kind: 'association_news',
      audience: emptyAudience,
    }).expect(200);
    expect(counted.body.recipients).toBe(2000);

    const started = Date.now();
    const sent = await request(app)
      .post(`/api/v1/announcements/${body.id}/send`)
      .set(bearer(admin))
      .expect(200);
    const elapsed = Date.now() - started;
    expect(sent.body.counts.recipients).toBe(2000);
    const pending = await db
      .collection('announcementRecipients')
      .where('announcementId', '==', body.id)
      .where('state', '==', 'pending')
      .count()
      .get();
    expect(pending.data().count).toBe(2000);
    // The API function's timeout is 60 s; the emulator is slower than Firestore itself.
    expect(elapsed).toBeLessThan(20_000);
  });
});
