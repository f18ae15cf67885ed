import request from 'supertest';

import { seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { documentsReadBy } from '../../test-support/document-reads';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

const { db } = emulatorServices();
const app = testApp();
let clubOwner: TestUser;
let clubId: string;
let clubName: string;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const personalInfo = {
  first_name: 'Mia',
  last_name: 'Santos',
  phone: '312-555-0123',
  date_of_birth: '2012-04-02',
  gender: 'female',
  t_shirt_size: 'YL',
  uniform_size: '3',
  use_account_address: true,
};

beforeEach(async () => {
  clubOwner = await createTestUser();
  clubName = `Owner Club ${clubOwner.uid}`;
  const club = await seedClub(db, {
    ownerUid: clubOwner.uid,
    clubInfo: {
      clubName,
      clubOwnerName: 'Daniel Kim',
      clubAddress: '1 Main St',
      clubEmail: 'club@example.test',
      clubPhone: '773-555-0145',
      clubLogo: null,
    },
  });
  clubId = club.id;
});

describe('GET /club-owner/members', () => {
  it('When the owner of an active club asks, then only members naming the club by id are listed, not those who typed its name as school', async () => {
    const byId = await seedMembership(db, { clubId, currentSchool: 'Anything' });
    await seedMembership(db, { clubId: null, currentSchool: clubName });
    await seedMembership(db, { clubId: 'another-club', currentSchool: clubName });
    await seedMembership(db, { clubId, deletedAt: new Date() });
    const response = await request(app).get('/api/v1/club-owner/members').set(bearer(clubOwner));
    expect(response.status).toBe(200);
    expect(response.body.club.id).toBe(clubId);
    expect(response.body.memberships.map((m: { id: string }) => m.id)).toEqual([byId.id]);
    expect(response.body.total).toBe(1);
  });

  it("When the owner renames the club to another school's name, then that school's members stay out of reach", async () => {
    const strangerChild = await seedMembership(db, {
      clubId: null,
      currentSchool: 'Westside Dojang',
    });
    await db.doc(`clubs/${clubId}`).update({
      'clubInfo.clubName': 'Westside Dojang',
      nameLower: 'westside dojang',
    });
    const listed = await request(app).get('/api/v1/club-owner/members').set(bearer(clubOwner));
    expect(listed.body.memberships.map((m: { id: string }) => m.id)).not.toContain(
      strangerChild.id,
    );
    const edit = await request(app)
      .put(`/api/v1/club-owner/members/${strangerChild.id}`)
      .set(bearer(clubOwner))
      .send({ personal_info: personalInfo });
    expect(edit.status).toBe(404);
    expect((await db.doc(`memberships/${strangerChild.id}`).get()).get('tShirtSize')).toBe('YM');
  });

  it('When a club has more than 100 members, then the owner pages through all of them, each page reading its rows, the cursor row and the club', async () => {
    const names = Array.from({ length: 105 }, (_, at) => `Member${String(at).padStart(3, '0')}`);
    for (let at = 0; at < names.length; at += 35) {
      await Promise.all(
        names.slice(at, at + 35).map((lastName) => seedMembership(db, { clubId, lastName })),
      );
    }
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const page = await documentsReadBy(() =>
        request(app)
          .get(`/api/v1/club-owner/members?limit=10${after ? `&after=${after}` : ''}`)
          .set(bearer(clubOwner)),
      );
      const rows: { id: string; last_name: string }[] = page.result.body.memberships;
      expect(page.result.body.total).toBe(105);
      expect(page.reads).toBeLessThanOrEqual(rows.length + 2);
      seen.push(...rows.map((row) => row.last_name));
      const last = rows.at(-1);
      if (rows.length < 10 || !last) break;
      after = last.id;
    }
    expect(seen).toEqual(names);
  });

  it('When the owner searches "john", then Mary Johnson is found by the start of her last name', async () => {
    const mary = await seedMembership(db, { clubId, firstName: 'Mary', lastName: 'Johnson' });
    await seedMembership(db, { clubId, firstName: 'Ana', lastName: 'Diaz' });
    const response = await request(app)
      .get('/api/v1/club-owner/members?search=john')
      .set(bearer(clubOwner));
    expect(response.body.memberships.map((m: { id: string }) => m.id)).toEqual([mary.id]);
    expect(response.body.total).toBe(1);
  });

  it("When the owner lists the roster, then no member's payment field, intent id, card-decline text or administrator's reason is in the answer", async () => {
    const member = await seedMembership(db, {
      clubId,
      status: 'suspended',
      paymentStatus: 'failed',
      paymentIntentId: 'pi_3Declined',
      paymentFailureReason: 'Your card was declined: insufficient funds.',
      statusReason: 'Chargeback under review',
      statusChangedAt: new Date(),
    });
    const response = await request(app).get('/api/v1/club-owner/members').set(bearer(clubOwner));
    const [row] = response.body.memberships;
    expect(row).toMatchObject({ id: member.id, first_name: member.firstName, status: 'suspended' });
    for (const field of ['user_id', 'payment_status', 'status_reason', 'status_changed_at']) {
      expect(row).not.toHaveProperty(field);
    }
    expect(JSON.stringify(response.body.memberships)).not.toMatch(/pi_3|declined|Chargeback/i);
  });

  it('When the caller has no active club, then it answers 404', async () => {
    const stranger = await createTestUser();
    const response = await request(app).get('/api/v1/club-owner/members').set(bearer(stranger));
    expect(response.status).toBe(404);
  });
});

describe('PUT /club-owner/members/{id}', () => {
  it("When the owner edits a member's details and categories, then they change", async () => {
    const member = await seedMembership(db, { clubId });
    const response = await request(app)
      .put(`/api/v1/club-owner/members/${member.id}`)
      .set(bearer(clubOwner))
      .send({
        personal_info: personalInfo,
        taekwondo_background: { competition_categories: ['kyorugi'] },
      });
    expect(response.status).toBe(200);
    const stored = (await db.doc(`memberships/${member.id}`).get()).data();
    expect(stored).toMatchObject({
      tShirtSize: 'YL',
      phone: '312-555-0123',
      competitionCategories: ['kyorugi'],
    });
  });

  it.each([
    ['school', { taekwondo_background: { current_school: 'Elsewhere' } }],
    ['tier', { membership_tier: 'basic' }],
    ['status', { status: 'active' }],
  ])('When the owner sends the %s, then it answers 400 and nothing changes', async (_, body) => {
    const member = await seedMembership(db, { clubId });
    const response = await request(app)
      .put(`/api/v1/club-owner/members/${member.id}`)
      .set(bearer(clubOwner))
      .send(body);
    expect(response.status).toBe(400);
    const stored = (await db.doc(`memberships/${member.id}`).get()).data();
    expect(stored).toMatchObject({
      currentSchool: 'Lakeshore Taekwondo',
      membershipTier: 'champion',
      status: 'application_received',
    });
  });

  it("When the member's membership is active, then the club owner cannot change their name or date of birth", async () => {
    const member = await seedMembership(db, { clubId, status: 'active', division: 'Youth' });
    const response = await request(app)
      .put(`/api/v1/club-owner/members/${member.id}`)
      .set(bearer(clubOwner))
      .send({
        personal_info: { ...personalInfo, first_name: 'Someone', date_of_birth: '1990-01-01' },
      });
    expect(response.status).toBe(403);
    expect((await db.doc(`memberships/${member.id}`).get()).data()).toMatchObject({
      firstName: member.firstName,
      dateOfBirth: member.dateOfBirth,
      division: 'Youth',
    });
  });

  it("When the owner edits another club's member, then it answers 404 and nothing changes", async () => {
    const outsider = await seedMembership(db, { clubId: 'another-club' });
    const response = await request(app)
      .put(`/api/v1/club-owner/members/${outsider.id}`)
      .set(bearer(clubOwner))
      .send({ personal_info: personalInfo });
    expect(response.status).toBe(404);
    expect((await db.doc(`memberships/${outsider.id}`).get()).get('tShirtSize')).toBe('YM');
  });
});
