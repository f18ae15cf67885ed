import request from 'supertest';

import { seedAccount, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

// Issue 33: administrators record coaches' and referees' certifications with their document
// reference and expiry; the holder reads their own.
const { db, clear } = isolatedFirestore('demo-iltkd-certifications');
const NOW = new Date('2026-11-28T15:00:00Z');
const app = testApp({ db, now: () => NOW });
let admin: TestUser;
let coach: TestUser;
let other: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

const safesport = {
  kind: 'safesport',
  document_reference: 'SS-88213',
  issued_on: '2026-01-10',
  expires_on: '2027-01-09',
};

beforeAll(async () => {
  [admin, coach, other] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    createTestUser(),
  ]);
});

let membershipId: string;

beforeEach(async () => {
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
  await seedAccount(db, coach.uid, { email: coach.email });
  membershipId = (await seedMembership(db, { accountUid: coach.uid, role: 'coach' })).id;
});

const record = (body: object, id = membershipId) =>
  request(app).post(`/api/v1/memberships/${id}/certifications`).set(bearer(admin)).send(body);

describe('POST /memberships/{id}/certifications', () => {
  it('When an administrator records a SafeSport certificate, then it is stored for the holder and audited', async () => {
    const response = await record(safesport).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      membership_id: membershipId,
      kind: 'safesport',
      document_reference: 'SS-88213',
      issued_on: '2026-01-10',
      expires_on: '2027-01-09',
      level: null,
      recorded_by: admin.uid,
      created_at: NOW.toISOString(),
    });
    const stored = (await db.doc(`certifications/${response.body.id}`).get()).data();
    expect(stored).toMatchObject({ ownerUid: coach.uid, recordedBy: admin.uid, deletedAt: null });
    const audit = await db.collection('auditLog').where('recordId', '==', response.body.id).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['create']);
  });

  it('When the body is wrong, then 400 names each field', async () => {
    const response = await record({
      kind: 'referee_licence',
      document_reference: '',
      expires_on: '2027-13-01',
    }).expect(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'document_reference', code: 'validation.required' }),
        expect.objectContaining({ field: 'expires_on', code: 'validation.date' }),
        expect.objectContaining({ field: 'level', code: 'validation.required' }),
      ]),
    );
    expect((await db.collection('certifications').get()).size).toBe(0);
  });

  it('When the membership does not exist or the caller is not an administrator, then nothing is recorded', async () => {
    await record(safesport, 'no-such-membership').expect(404);
    await request(app)
      .post(`/api/v1/memberships/${membershipId}/certifications`)
      .set(bearer(coach))
      .send(safesport)
      .expect(403);
    expect((await db.collection('certifications').get()).size).toBe(0);
  });
});

describe('GET /memberships/{id}/certifications', () => {
  it('When a membership has three certifications, then pages of two come latest expiry first', async () => {
    await record(safesport).expect(201);
    await record({ ...safesport, kind: 'background_check', expires_on: '2028-03-01' }).expect(201);
    await record({
      kind: 'referee_licence',
      document_reference: 'REF-7',
      expires_on: '2026-12-31',
      level: 'national',
    }).expect(201);

    const first = await request(app)
      .get(`/api/v1/memberships/${membershipId}/certifications`)
      .query({ limit: 2 })
      .set(bearer(admin))
      .expect(200);
    expect(first.body.certifications.map((c: { kind: string }) => c.kind)).toEqual([
      'background_check',
      'safesport',
    ]);
    expect(first.body.next_cursor).toEqual(first.body.certifications[1].id);

    const second = await request(app)
      .get(`/api/v1/memberships/${membershipId}/certifications`)
      .query({ limit: 2, after: first.body.next_cursor })
      .set(bearer(admin))
      .expect(200);
    expect(second.body).toEqual({
      certifications: [expect.objectContaining({ kind: 'referee_licence', level: 'national' })],
      next_cursor: null,
    });
  });

  it('When the page size is too large, then 400', async () => {
    await request(app)
      .get(`/api/v1/memberships/${membershipId}/certifications`)
      .query({ limit: 1000 })
      .set(bearer(admin))
      .expect(400);
  });
});

describe('DELETE /certifications/{id}', () => {
  it('When an administrator removes one, then it leaves the lists but stays, audited', async () => {
    const { body } = await record(safesport).expect(201);
    await request(app).delete(`/api/v1/certifications/${body.id}`).set(bearer(coach)).expect(403);
    await request(app).delete(`/api/v1/certifications/${body.id}`).set(bearer(admin)).expect(200);
    await request(app).delete(`/api/v1/certifications/${body.id}`).set(bearer(admin)).expect(404);

    const listed = await request(app)
      .get(`/api/v1/memberships/${membershipId}/certifications`)
      .set(bearer(admin))
      .expect(200);
    expect(listed.body.certifications).toEqual([]);
    const stored = (await db.doc(`certifications/${body.id}`).get()).data();
    expect(stored).toMatchObject({ deletedBy: admin.uid });
    const audit = await db.collection('auditLog').where('recordId', '==', body.id).get();
    expect(audit.docs.map((doc) => doc.get('action')).sort()).toEqual(['create', 'soft_delete']);
  });
});

describe('GET /certifications/me', () => {
  it("When the holder asks, then they get their own certifications and never another's", async () => {
    await record(safesport).expect(201);
    const mine = await request(app).get('/api/v1/certifications/me').set(bearer(coach)).expect(200);
    expect(mine.body.certifications).toEqual([
      expect.objectContaining({ kind: 'safesport', membership_id: membershipId }),
    ]);
    const theirs = await request(app)
      .get('/api/v1/certifications/me')
      .set(bearer(other))
      .expect(200);
    expect(theirs.body.certifications).toEqual([]);
  });
});

describe("the Coaches and Referees tabs' not yet eligible", () => {
  it('When one coach holds SafeSport, background check and coaching licence and another only SafeSport, then only the second is not yet eligible', async () => {
    const certified = (
      await seedMembership(db, { accountUid: coach.uid, role: 'coach', firstName: 'Certified' })
    ).id;
    await seedMembership(db, { accountUid: other.uid, role: 'referee' });
    await record(safesport, certified).expect(201);
    await record({ ...safesport, kind: 'background_check' }, certified).expect(201);
    await record({ ...safesport, kind: 'coaching_licence' }, certified).expect(201);
    await record(safesport).expect(201);

    const coaches = await request(app)
      .get('/api/v1/memberships')
      .query({ role: 'coach', status: 'not_yet_eligible' })
      .set(bearer(admin))
      .expect(200);
    expect(coaches.body.memberships.map((m: { id: string }) => m.id)).toEqual([membershipId]);
    expect(coaches.body.total).toBe(1);

    // The tab's export takes the same filter.
    const csv = await request(app)
      .get('/api/v1/admin/export/memberships.csv')
      .query({ role: 'coach', status: 'not_yet_eligible' })
      .set(bearer(admin))
      .expect(200);
    expect(csv.text).toContain('Mia');
    expect(csv.text).not.toContain('Certified');

    // A certificate removed in error makes the certified coach not yet eligible again.
    const listed = await request(app)
      .get(`/api/v1/memberships/${certified}/certifications`)
      .set(bearer(admin))
      .expect(200);
    const licence = listed.body.certifications.find(
      (c: { kind: string }) => c.kind === 'coaching_licence',
    );
    await request(app)
      .delete(`/api/v1/certifications/${licence.id}`)
      .set(bearer(admin))
      .expect(200);
    const again = await request(app)
      .get('/api/v1/memberships')
      .query({ role: 'coach', status: 'not_yet_eligible' })
      .set(bearer(admin))
      .expect(200);
    expect(again.body.total).toBe(2);

    const referees = await request(app)
      .get('/api/v1/memberships')
      .query({ role: 'referee', status: 'not_yet_eligible', limit: 10 })
      .set(bearer(admin))
      .expect(200);
    expect(referees.body.total).toBe(1);
  });
});
