import { randomInt } from 'node:crypto';

import request from 'supertest';

import { ownClubInfo, seedAccount, seedClub } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { passSecurityCheck, testApp } from '../../test-support/test-app';

// Many emulator round trips (50 owners racing on one code among them) on shared cores.
jest.setTimeout(60_000);

const { db } = emulatorServices();
const app = testApp();
const DAY = 24 * 60 * 60 * 1000;
let admin: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

const INVALID = 'Invalid invitation code. Please check your invitation link.';
const USED = 'This invitation has already been used or is no longer valid.';
const EXPIRED =
  'The club invitation could not be found or has expired. Please check your invitation link.';

// A real 1x1 PNG; its header is rewritten to claim other sizes.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
function pngDataUrl(width: number, height: number) {
  const bytes = Buffer.from(PNG_1X1, 'base64');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

async function invite(clubName = 'Prairie State Taekwondo') {
  const response = await request(app)
    .post('/api/v1/club-memberships/invitations')
    .set(bearer(admin))
    .send({ club_name: `  ${clubName} `, club_email: ' owner@prairie.example ' })
    .expect(201);
  return response.body as {
    invite_code: string;
    registration_link: string;
    club_name: string;
    club_id: string;
  };
}

async function owner() {
  const user = await createTestUser();
  await seedAccount(db, user.uid, { email: user.email });
  return user;
}

const registration = (code: string, logo: string | null = null) => ({
  invite_code: code,
  club_info: {
    club_name: 'Prairie State Taekwondo',
    club_owner_name: 'Grace Park',
    club_address: '1 Main St, Springfield, IL 62701',
    club_email: 'owner@prairie.example',
    club_phone: '217-555-0100',
    club_logo: logo,
  },
  owner_info: {
    first_name: 'Grace',
    last_name: 'Park',
    phone: '217-555-0101',
    date_of_birth: '1980-03-04',
    gender: 'female',
    belt_rank: '4th_dan_black_belt',
    t_shirt_size: 'AM',
    uniform_size: '4',
  },
  membership_tier: 'club',
});

// Visitors' failed checks count per client address: one of this run's own, so that runs
// against a long-lived emulator never inherit each other's lockouts.
const visitorAddress = `192.0.2.${randomInt(1, 254)}`;

async function validate(code: string, user?: TestUser, appUnderTest = app) {
  const checkId = await passSecurityCheck(app, 'invite_validation');
  const call = request(appUnderTest)
    .post('/api/v1/club-memberships/validate-invite')
    .set({ 'x-security-check': checkId, 'x-forwarded-for': visitorAddress });
  if (user) call.set(bearer(user));
  return call.send({ invite_code: code });
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
});

describe('POST /club-memberships/invitations', () => {
  it('When an admin invites a club, then the server makes a single-use code for 14 days, the invited club and its email', async () => {
    const before = Date.now();
    const created = await invite();
    expect(created.invite_code).toMatch(/^[A-Za-z0-9_-]{26}$/);
    expect(created).toMatchObject({
      club_name: 'Prairie State Taekwondo',
      registration_link: `/register-club?invite_code=${created.invite_code}`,
    });
    const stored = (await db.doc(`invites/${created.invite_code}`).get()).data();
    expect(stored).toMatchObject({ clubId: created.club_id, usedAt: null, revokedAt: null });
    const lifetime = stored?.expiresAt.toMillis() - before;
    expect(lifetime).toBeGreaterThanOrEqual(14 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(14 * DAY + 60_000);
    const club = (await db.doc(`clubs/${created.club_id}`).get()).data();
    expect(club).toMatchObject({
      status: 'invite_created',
      ownerUid: null,
      nameLower: 'prairie state taekwondo',
    });
    const mail = await db.collection('mail').where('to', '==', 'owner@prairie.example').get();
    const sent = mail.docs.find((doc) =>
      String(doc.get('message.text')).includes(created.registration_link),
    );
    expect(sent).toBeDefined();
    const kept = sent?.get('expiresAt').toMillis() - before;
    expect(kept).toBeGreaterThanOrEqual(30 * DAY - 60_000);
    expect(kept).toBeLessThanOrEqual(30 * DAY + 60_000);
  });

  it('When an admin invites a club from a request naming a foreign Origin and forwarded host, then the emailed link still leads to the configured site', async () => {
    const clubEmail = `lookalike-${randomInt(1, 1_000_000)}@prairie.example`;
    const response = await request(app)
      .post('/api/v1/club-memberships/invitations')
      .set(bearer(admin))
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ club_name: 'Look-alike Taekwondo', club_email: clubEmail })
      .expect(201);
    const mail = await db.collection('mail').where('to', '==', clubEmail).get();
    const text = mail.docs.map((doc) => String(doc.get('message.text'))).join('\n');
    expect(text).toContain(`http://127.0.0.1:5000${response.body.registration_link}`);
    expect(text).not.toContain('evil.example');
  });

  it('When the club name holds an emoji, then the club is invited and found by its words', async () => {
    const created = await invite('Dragon \u{1F409} Taekwondo');
    const club = (await db.doc(`clubs/${created.club_id}`).get()).data();
    expect(club?.searchPrefixes).toEqual(expect.arrayContaining(['\u{1F409}', 'dragon', 'taek']));
  });

  it('When two invitations are made, then their codes differ', async () => {
    const [first, second] = [await invite(), await invite()];
    expect(first.invite_code).not.toBe(second.invite_code);
  });

  it("When the name is blank or the email malformed, then it answers 400 with the spec's messages", async () => {
    const blank = await request(app)
      .post('/api/v1/club-memberships/invitations')
      .set(bearer(admin))
      .send({ club_name: '   ', club_email: 'a@b.co' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Please fill in both club name and email');
    const malformed = await request(app)
      .post('/api/v1/club-memberships/invitations')
      .set(bearer(admin))
      .send({ club_name: 'Nameless TKD', club_email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Please enter a valid email address');
    const clubs = await db.collection('clubs').where('nameLower', '==', 'nameless tkd').get();
    expect(clubs.size).toBe(0);
  });
});

describe('POST /club-memberships/validate-invite', () => {
  it('When the code is valid, then it answers valid with the club name, even to a visitor', async () => {
    const { invite_code } = await invite('Valid Club TKD');
    const response = await validate(invite_code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      valid: true,
      error: null,
      error_key: null,
      club_name: 'Valid Club TKD',
    });
  });

  it('When a signed-in person passed the security check with their ID token, as the browser does, then their validation spends it and answers valid', async () => {
    const { invite_code } = await invite('Checked Member Club TKD');
    const user = await createTestUser();
    const checkId = await passSecurityCheck(app, 'invite_validation', user.idToken);
    const response = await request(app)
      .post('/api/v1/club-memberships/validate-invite')
      .set({ 'x-security-check': checkId, 'x-forwarded-for': visitorAddress, ...bearer(user) })
      .send({ invite_code });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ valid: true, club_name: 'Checked Member Club TKD' });
  });

  it("When someone else presents a signed-in person's passed check, then it answers 403", async () => {
    const { invite_code } = await invite();
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const checkId = await passSecurityCheck(app, 'invite_validation', user.idToken);
    const response = await request(app)
      .post('/api/v1/club-memberships/validate-invite')
      .set({ 'x-security-check': checkId, 'x-forwarded-for': visitorAddress, ...bearer(other) })
      .send({ invite_code });
    expect(response.status).toBe(403);
  });

  it('When a visitor has passed no security check, then it still answers, with the club name', async () => {
    const { invite_code } = await invite('Unchecked Club TKD');
    const response = await request(app)
      .post('/api/v1/club-memberships/validate-invite')
      .set({ 'x-forwarded-for': visitorAddress })
      .send({ invite_code });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      valid: true,
      error: null,
      error_key: null,
      club_name: 'Unchecked Club TKD',
    });
  });

  it('When a security check is named that was never passed, then it answers 403', async () => {
    const { invite_code } = await invite();
    const response = await request(app)
      .post('/api/v1/club-memberships/validate-invite')
      .set({ 'x-security-check': 'never-passed', 'x-forwarded-for': visitorAddress })
      .send({ invite_code });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('When a user without security checks has failed 10 times within the hour, then the 11th attempt answers 429', async () => {
    const user = await createTestUser();
    const unchecked = (code: string) =>
      request(app)
        .post('/api/v1/club-memberships/validate-invite')
        .set(bearer(user))
        .send({ invite_code: code });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await unchecked(`UncheckedWrong${attempt}xxxx`);
      expect(response.body).toEqual({
        valid: false,
        error: INVALID,
        error_key: 'clubInvite.invalidCode',
        club_name: null,
      });
    }
    const { invite_code } = await invite();
    expect((await unchecked(invite_code)).status).toBe(429);
  });

  it("When the code is unknown, then it answers the spec's invalid-code message", async () => {
    const response = await validate('NoSuchInvitationCode0000');
    expect(response.body).toEqual({
      valid: false,
      error: INVALID,
      error_key: 'clubInvite.invalidCode',
      club_name: null,
    });
  });

  it('When the invitation has expired, then it answers the expired message', async () => {
    const { invite_code } = await invite();
    // A security check lives 10 minutes, so the invitation is aged instead of the clock.
    await db.doc(`invites/${invite_code}`).update({ expiresAt: new Date(Date.now() - 1000) });
    const response = await validate(invite_code);
    expect(response.body).toEqual({
      valid: false,
      error: EXPIRED,
      error_key: 'clubInvite.expired',
      club_name: null,
    });
  });

  it('When the invitation was revoked, then it answers the expired message and its club is cancelled', async () => {
    const { invite_code, club_id } = await invite();
    await request(app)
      .post(`/api/v1/club-memberships/invitations/${invite_code}/revoke`)
      .set(bearer(admin))
      .expect(200);
    expect((await validate(invite_code)).body).toEqual({
      valid: false,
      error: EXPIRED,
      error_key: 'clubInvite.expired',
      club_name: null,
    });
    expect((await db.doc(`clubs/${club_id}`).get()).get('status')).toBe('cancelled');
  });

  it('When a user has failed 10 times within the hour, then the 11th attempt answers 429', async () => {
    const user = await createTestUser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await validate(`WrongCode${attempt}xxxxxx`, user);
      expect(response.status).toBe(200);
    }
    const { invite_code } = await invite();
    const blocked = await validate(invite_code, user);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    const failures = (await db.doc(`inviteValidationFailures/uid:${user.uid}`).get()).data();
    expect(failures?.count).toBe(10);
    // The TTL policy deletes the count once its hour, from the first failure, is over.
    expect(failures?.expiresAt.toMillis() - failures?.windowStartedAt.toMillis()).toBe(60 * 60_000);
  });
  it('When a visitor without a sign-in has failed 10 times from one address, then the 11th answers 429 and another address is still heard', async () => {
    const fromAddress = async (address: string, code: string) => {
      const checkId = await passSecurityCheck(app, 'invite_validation');
      return request(app)
        .post('/api/v1/club-memberships/validate-invite')
        .set({ 'x-security-check': checkId, 'x-forwarded-for': address })
        .send({ invite_code: code });
    };
    const address = `203.0.113.${Math.floor(Math.random() * 250)}, 10.0.0.${Date.now() % 250}`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await fromAddress(address, `VisitorWrong${attempt}xxxx`)).status).toBe(200);
    }
    expect((await fromAddress(address, 'VisitorWrong11xxxx')).status).toBe(429);
    // What the client writes before the address Hosting appends changes nothing.
    expect((await fromAddress(`198.18.0.1, ${address}`, 'VisitorWrong11xxxx')).status).toBe(429);
    const another = `10.9.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    expect((await fromAddress(`${address}, ${another}`, 'VisitorWrong12xxxx')).status).toBe(200);
  });
});

describe('POST /club-memberships (registration by invitation)', () => {
  it('When the invited owner registers, then the club awaits review, is theirs, and has their coach membership', async () => {
    const { invite_code, club_id } = await invite();
    const user = await owner();
    const response = await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(user))
      .send(registration(invite_code, pngDataUrl(64, 64)));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: club_id,
      user_id: user.uid,
      status: 'application_received',
      payment_status: 'pending',
      club_info: { club_owner_name: 'Grace Park' },
    });
    const coachId = response.body.default_coach_membership_id;
    const coach = (await db.doc(`memberships/${coachId}`).get()).data();
    expect(coach).toMatchObject({
      accountUid: user.uid,
      role: 'coach',
      clubId: club_id,
      membershipTier: 'club',
      status: 'application_received',
    });
    expect((await db.doc(`invites/${invite_code}`).get()).get('usedBy')).toBe(user.uid);
    const mine = await request(app).get('/api/v1/club-memberships/me/all').set(bearer(user));
    expect(mine.body.club_memberships.map((club: { id: string }) => club.id)).toEqual([club_id]);
  });

  it('When the code is used again, then it answers 409 with the used message and validation says so too', async () => {
    const { invite_code } = await invite();
    await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(await owner()))
      .send(registration(invite_code))
      .expect(201);
    const again = await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(await owner()))
      .send(registration(invite_code));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(USED);
    expect((await validate(invite_code)).body).toEqual({
      valid: false,
      error: USED,
      error_key: 'clubInvite.alreadyUsed',
      club_name: null,
    });
  });

  it('When 50 owners register with one code at once, then exactly one club is registered and the 49 others are told it is used', async () => {
    const { invite_code, club_id } = await invite();
    const users = await Promise.all(Array.from({ length: 50 }, owner));
    const responses = await Promise.all(
      users.map((user) =>
        request(app)
          .post('/api/v1/club-memberships')
          .set(bearer(user))
          .send(registration(invite_code)),
      ),
    );
    const winners = users.filter((_, index) => responses[index]?.status === 201);
    expect(winners).toHaveLength(1);
    const losers = responses.filter((response) => response.status !== 201);
    expect(losers.map((response) => [response.status, response.body.detail])).toEqual(
      Array(49).fill([409, USED]),
    );
    const winner = winners[0]?.uid;
    const coaches = await db.collection('memberships').where('clubId', '==', club_id).get();
    expect(coaches.docs.map((doc) => doc.get('accountUid'))).toEqual([winner]);
    const club = (await db.doc(`clubs/${club_id}`).get()).data();
    expect(club).toMatchObject({
      ownerUid: winner,
      status: 'application_received',
      defaultCoachMembershipId: coaches.docs[0]?.id,
    });
    expect((await db.doc(`invites/${invite_code}`).get()).get('usedBy')).toBe(winner);
  });

  it('When the code has expired, then registration answers 400 with the message key and the club stays invited', async () => {
    const { invite_code, club_id } = await invite();
    const later = testApp({ now: () => new Date(Date.now() + 15 * DAY) });
    const response = await request(later)
      .post('/api/v1/club-memberships')
      .set(bearer(await owner()))
      .send(registration(invite_code));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      detail: EXPIRED,
      message_key: 'clubInvite.expired',
      params: {},
    });
    expect((await db.doc(`clubs/${club_id}`).get()).get('status')).toBe('invite_created');
  });

  it('When the logo is larger than 512 px or not the type it claims, then it answers 400 and the code stays unused', async () => {
    const { invite_code } = await invite();
    const user = await owner();
    const tooWide = await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(user))
      .send(registration(invite_code, pngDataUrl(600, 100)));
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.errors[0].field).toBe('club_info.club_logo');
    const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a\u0001\u0000\u0001\u0000').toString('base64')}`;
    const mislabelled = await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(user))
      .send(registration(invite_code, gifAsPng));
    expect(mislabelled.status).toBe(400);
    expect((await db.doc(`invites/${invite_code}`).get()).get('usedAt')).toBeNull();
  });
});

describe('GET /club-memberships/by-invite-code/{code}', () => {
  it('When the code is valid, then it answers the invited club; once used, 404', async () => {
    const { invite_code } = await invite('Lookup Club TKD');
    const user = await owner();
    const found = await request(app)
      .get(`/api/v1/club-memberships/by-invite-code/${invite_code}`)
      .set(bearer(user));
    expect(found.status).toBe(200);
    expect(found.body.club_info.club_name).toBe('Lookup Club TKD');
    await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(user))
      .send(registration(invite_code))
      .expect(201);
    const used = await request(app)
      .get(`/api/v1/club-memberships/by-invite-code/${invite_code}`)
      .set(bearer(user));
    expect(used.status).toBe(404);
  });
});

describe('PUT /club-memberships/{id}', () => {
  it('When the owner edits before approval, then 403; after an admin approves, the details change but not the status', async () => {
    const { invite_code, club_id } = await invite();
    const user = await owner();
    await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(user))
      .send(registration(invite_code))
      .expect(201);
    const edit = {
      club_info: { ...registration(invite_code).club_info, club_phone: '217-555-0199' },
    };
    const early = await request(app)
      .put(`/api/v1/club-memberships/${club_id}`)
      .set(bearer(user))
      .send(edit);
    expect(early.status).toBe(403);
    await request(app)
      .put(`/api/v1/club-memberships/${club_id}`)
      .set(bearer(admin))
      .send({ status: 'approved' })
      .expect(200);
    const edited = await request(app)
      .put(`/api/v1/club-memberships/${club_id}`)
      .set(bearer(user))
      .send(edit);
    expect(edited.status).toBe(200);
    expect(edited.body.phone).toBe('217-555-0199');
    const selfActivate = await request(app)
      .put(`/api/v1/club-memberships/${club_id}`)
      .set(bearer(user))
      .send({ ...edit, status: 'active' });
    expect(selfActivate.status).toBe(403);
    expect((await db.doc(`clubs/${club_id}`).get()).get('status')).toBe('approved');
  });

  it("When a club is edited, then only the named fields change: the earlier payment's fields stay", async () => {
    const user = await owner();
    const paid = {
      paymentIntentId: 'pi_earlier_payment',
      activatedAt: new Date('2026-01-10T12:00:00Z'),
      refundedAt: new Date('2026-02-01T12:00:00Z'),
      paymentFailureReason: 'Your card was declined.',
    };
    const club = await seedClub(db, {
      ownerUid: user.uid,
      status: 'approved',
      clubInfo: ownClubInfo(),
      ...paid,
    });
    for (const [caller, body] of [
      [user, { club_info: { ...registration('X').club_info, club_phone: '217-555-0123' } }],
      [admin, { status: 'active', status_reason: 'Paid by cheque' }],
    ] as const) {
      await request(app)
        .put(`/api/v1/club-memberships/${club.id}`)
        .set(bearer(caller))
        .send(body)
        .expect(200);
      const stored = (await db.doc(`clubs/${club.id}`).get()).data();
      expect(stored).toMatchObject({
        paymentIntentId: 'pi_earlier_payment',
        paymentFailureReason: paid.paymentFailureReason,
      });
      expect(stored?.activatedAt.toDate()).toEqual(paid.activatedAt);
      expect(stored?.refundedAt.toDate()).toEqual(paid.refundedAt);
    }
    expect((await db.doc(`clubs/${club.id}`).get()).get('clubInfo.clubPhone')).toBe('217-555-0123');
  });

  it('When an admin sends the legacy status rejected with a reason, then the club is cancelled', async () => {
    const { club_id } = await invite();
    const put = (body: object) =>
      request(app).put(`/api/v1/club-memberships/${club_id}`).set(bearer(admin)).send(body);
    // Cancelling takes a reason, whichever name the status comes by.
    await put({ status: 'rejected' }).expect(400);
    await put({ status: 'rejected', status_reason: 'Did not register' }).expect(200);
    expect((await db.doc(`clubs/${club_id}`).get()).get('status')).toBe('cancelled');
  });
});
