import request from 'supertest';

import { seedAccount } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-events');
const NOW = new Date('2026-11-26T18:00:00Z');
// A second per call, so the audit entries keep the order of the changes.
let tick = 0;
const app = testApp({ db, now: () => new Date(NOW.getTime() + 1000 * tick++) });
let admin: TestUser;
let member: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const asAdmin = (call: request.Test) => call.set(bearer(admin));

const seminar = {
  title: 'Kyorugi Rules Seminar',
  title_es: 'Seminario de reglas de kyorugi',
  description: 'The new scoring rules.',
  description_es: 'Las nuevas reglas de puntuación.',
  date: '2027-01-23',
  start_time: '09:00',
  end_time: '12:00',
  location: 'Illinois State University, Normal, IL',
  type: 'seminar',
  details_link: 'https://www.usatkd.org/events',
  entry: {
    registration_open: true,
    closes_at: '2027-01-20T23:59:00-06:00',
    capacity: 40,
    fees: { champion: 0, basic: 3000, non_member: null },
    requires_active_membership: true,
    roles: ['athlete'],
    divisions: ['Cadet'],
    minimum_belt: 'blue',
    refund_before_close: true,
  },
};

/** A PNG header of the given size: the server reads only the header and the byte count. */
function pngDataUrl(width: number, height: number): string {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

async function auditOf(recordId: string) {
  const snapshot = await db.collection('auditLog').where('recordId', '==', recordId).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

async function createSeminar(body: object = seminar): Promise<string> {
  const created = await asAdmin(request(app).post('/api/v1/events')).send(body);
  expect(created.status).toBe(201);
  return created.body.id as string;
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser({ activeMember: true });
}, 30_000);

beforeEach(async () => {
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
});

describe('POST /events', () => {
  it('When an admin creates a seminar with entry settings, then it is stored as a draft and audited', async () => {
    const response = await asAdmin(request(app).post('/api/v1/events')).send(seminar);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Kyorugi Rules Seminar',
      title_es: 'Seminario de reglas de kyorugi',
      type: 'seminar',
      color: '#0b2a5b',
      published: false,
      cancelled_at: null,
      entry_counts: { entered: 0, waiting: 0 },
      entry: { closes_at: '2027-01-21T05:59:00.000Z', fees: { basic: 3000, non_member: null } },
    });
    const stored = (await db.doc(`events/${response.body.id}`).get()).data();
    expect(stored).toMatchObject({
      titleEs: 'Seminario de reglas de kyorugi',
      startTime: '09:00',
      published: false,
      cancelledAt: null,
      createdBy: admin.uid,
      entry: { fees: { champion: 0, basic: 3000, nonMember: null }, divisions: ['Cadet'] },
      entryCounts: { entered: 0, waiting: 0 },
    });
    expect(stored?.entry.closesAt.toDate().toISOString()).toBe('2027-01-21T05:59:00.000Z');
    const [entry] = await auditOf(response.body.id);
    expect(entry).toMatchObject({ actorUid: admin.uid, collection: 'events', action: 'create' });
  });

  it('When the input is bad, then it answers 400 with each field error and stores nothing', async () => {
    const response = await asAdmin(request(app).post('/api/v1/events')).send({
      ...seminar,
      title_es: '',
      end_time: '08:00',
      details_link: 'javascript:alert(1)',
      entry: { ...seminar.entry, fees: { champion: -5, basic: 3000, non_member: null } },
    });
    expect(response.status).toBe(400);
    expect(
      response.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    ).toEqual(
      expect.arrayContaining([
        ['title_es', 'validation.required'],
        ['end_time', 'validation.endBeforeStart'],
        ['details_link', 'validation.detailsLink'],
        ['entry.fees.champion', 'validation.amount'],
      ]),
    );
    expect((await db.collection('events').get()).size).toBe(0);
    expect((await db.collection('auditLog').get()).size).toBe(0);
  });

  it('When a member tries, then it answers 403 before looking at the body', async () => {
    const response = await request(app).post('/api/v1/events').set(bearer(member)).send({});
    expect(response.status).toBe(403);
    expect((await db.collection('events').get()).size).toBe(0);
  });

  it('When the image is within 512 pixels, then it is stored; larger, then 400', async () => {
    const id = await createSeminar({ ...seminar, image: pngDataUrl(512, 300), image_alt: 'Ring' });
    expect((await db.doc(`events/${id}`).get()).get('imageUrl')).toBe(pngDataUrl(512, 300));
    const tooLarge = await asAdmin(request(app).post('/api/v1/events')).send({
      ...seminar,
      image: pngDataUrl(2000, 1000),
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual([
      expect.objectContaining({ field: 'image', code: 'validation.eventImage.pixels' }),
    ]);
  });
});

describe('PUT /events/{id}', () => {
  it('When an admin edits an event, then the fields change and the audit names them only', async () => {
    const id = await createSeminar();
    const response = await asAdmin(request(app).put(`/api/v1/events/${id}`)).send({
      ...seminar,
      location: 'Harper College, Palatine, IL',
      entry: { ...seminar.entry, capacity: 60 },
    });
    expect(response.status).toBe(200);
    expect(response.body.location).toBe('Harper College, Palatine, IL');
    expect(response.body.entry.capacity).toBe(60);
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      changedFields: ['entry.capacity', 'location'],
    });
  });

  it('When the edit is invalid, then nothing changes', async () => {
    const id = await createSeminar();
    const response = await asAdmin(request(app).put(`/api/v1/events/${id}`)).send({
      ...seminar,
      date: '2027-02-30',
    });
    expect(response.status).toBe(400);
    expect((await db.doc(`events/${id}`).get()).get('date')).toBe('2027-01-23');
  });

  it('When the event does not exist, then it answers 404', async () => {
    const response = await asAdmin(request(app).put('/api/v1/events/nope')).send(seminar);
    expect(response.status).toBe(404);
    expect(response.body.message_key).toBe('notFound.event');
  });
});

describe('Publishing, cancelling and restoring', () => {
  it('When an admin publishes and unpublishes, then published follows and each is audited', async () => {
    const id = await createSeminar();
    const published = await asAdmin(request(app).post(`/api/v1/events/${id}/publish`));
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    expect((await db.doc(`events/${id}`).get()).get('published')).toBe(true);
    await asAdmin(request(app).post(`/api/v1/events/${id}/unpublish`));
    expect((await db.doc(`events/${id}`).get()).get('published')).toBe(false);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['create', 'publish', 'unpublish']);
  });

  it('When an admin cancels, then the event is kept with cancelledAt, refuses edits, and restores', async () => {
    const id = await createSeminar();
    const cancelled = await asAdmin(request(app).post(`/api/v1/events/${id}/cancel`));
    expect(cancelled.status).toBe(200);
    expect(Date.parse(cancelled.body.cancelled_at)).toBeGreaterThan(NOW.getTime());
    const edit = await asAdmin(request(app).put(`/api/v1/events/${id}`)).send(seminar);
    expect(edit.status).toBe(422);
    expect(edit.body.message_key).toBe('event.cancelled');
    const publish = await asAdmin(request(app).post(`/api/v1/events/${id}/publish`));
    expect(publish.status).toBe(422);
    // Unpublishing a cancelled event is refused the same way, and the contract says so.
    const unpublish = await asAdmin(request(app).post(`/api/v1/events/${id}/unpublish`));
    expect(unpublish.status).toBe(422);
    expect(unpublish.body.message_key).toBe('event.cancelled');
    const restored = await asAdmin(request(app).post(`/api/v1/events/${id}/restore`));
    expect(restored.status).toBe(200);
    expect((await db.doc(`events/${id}`).get()).get('cancelledAt')).toBeNull();
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['create', 'soft_delete', 'restore']);
  });

  it('When an event that is not cancelled is restored, then it answers 404', async () => {
    const id = await createSeminar();
    const response = await asAdmin(request(app).post(`/api/v1/events/${id}/restore`));
    expect(response.status).toBe(404);
    expect(response.body.message_key).toBe('notFound.cancelledEvent');
  });

  it('When a member tries to publish, then it answers 403 and nothing changes', async () => {
    const id = await createSeminar();
    const response = await request(app).post(`/api/v1/events/${id}/publish`).set(bearer(member));
    expect(response.status).toBe(403);
    expect((await db.doc(`events/${id}`).get()).get('published')).toBe(false);
  });
});

describe('GET /events', () => {
  it('When an admin lists events, then upcoming ones come soonest first, drafts and cancelled too, page by page; past ones latest first', async () => {
    await db.doc('events/2026-04-25-usat-il-state').set({
      title: 'USAT IL State Championship',
      date: '2026-04-25',
      location: 'Palatine, IL',
      type: 'sponsored',
    });
    const later = await createSeminar({ ...seminar, date: '2027-03-01' });
    await asAdmin(request(app).post(`/api/v1/events/${later}/cancel`));
    const soon = await createSeminar();
    const latest = await createSeminar({ ...seminar, date: '2027-06-05' });

    const first = await asAdmin(request(app).get('/api/v1/events?limit=2'));
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.events.map((e: { id: string }) => e.id)).toEqual([soon, later]);
    const next = await asAdmin(request(app).get(`/api/v1/events?limit=2&after=${later}`));
    expect(next.body.events.map((e: { id: string }) => e.id)).toEqual([latest]);

    const past = await asAdmin(request(app).get('/api/v1/events?when=past'));
    expect(past.body.total).toBe(1);
    expect(past.body.events).toEqual([
      expect.objectContaining({
        id: '2026-04-25-usat-il-state',
        type: 'sponsored',
        published: true,
        entry: null,
      }),
    ]);
    const bad = await asAdmin(request(app).get('/api/v1/events?when=someday'));
    expect(bad.status).toBe(400);
  });

  it('When a member lists events, then it answers 403', async () => {
    const response = await request(app).get('/api/v1/events').set(bearer(member));
    expect(response.status).toBe(403);
  });

  it('When an admin reads one event, then it answers it; unknown, then 404', async () => {
    const id = await createSeminar();
    const found = await asAdmin(request(app).get(`/api/v1/events/${id}`));
    expect(found.body).toMatchObject({ id, title: 'Kyorugi Rules Seminar' });
    expect((await asAdmin(request(app).get('/api/v1/events/unknown'))).status).toBe(404);
  });
});
