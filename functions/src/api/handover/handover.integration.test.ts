import request from 'supertest';

import { seedAccount, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

// Issue 33, the handover at 18: the parent (or an administrator) invites the athlete by
// email; the athlete, signed in with that address, accepts and the membership moves to
// their account with its member ID, payments and entries. The clock moves through `now`.
const { db, clear } = isolatedFirestore('demo-iltkd-handover');
let now = new Date('2027-06-20T15:00:00Z');
const app = testApp({ db, now: () => now });
let parent: TestUser;
let athlete: TestUser;
let stranger: TestUser;
let admin: TestUser;
let unverified: TestUser;
let membershipId: string;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  [parent, athlete, stranger, admin, unverified] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
    createTestUser({}, { emailVerified: false }),
  ]);
});

beforeEach(async () => {
  await clear();
  now = new Date('2027-06-20T15:00:00Z');
  await Promise.all([
    seedAccount(db, parent.uid, { email: parent.email }),
    seedAccount(db, athlete.uid, { email: athlete.email }),
    seedAccount(db, stranger.uid, { email: stranger.email }),
    seedAccount(db, admin.uid, { email: admin.email, role: 'admin' }),
    seedAccount(db, unverified.uid, { email: unverified.email }),
  ]);
  const membership = await seedMembership(db, {
    accountUid: parent.uid,
    firstName: 'Leo',
    lastName: 'Novak',
    dateOfBirth: '2009-06-15',
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000042',
    activatedAt: new Date('2027-01-10T12:00:00Z'),
    expiresAt: new Date('2028-01-10T12:00:00Z'),
  });
  membershipId = membership.id;
});

const invite = (user: TestUser, email = athlete.email, id = membershipId) =>
  request(app)
    .post(api(`/memberships/${id}/handover/invitation`))
    .set(bearer(user))
    .send({ email });

async function mails() {
  const snapshot = await db.collection('mail').orderBy('queuedAt').get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; kind: string; message: { text: string } },
  );
}

/** The code of the latest invitation email, as the athlete's link carries it. */
async function lastCode(): Promise<string> {
  const invitations = (await mails()).filter((mail) => mail.kind === 'handoverInvitation');
  const texts = invitations.map((mail) => mail.message.text).join('\n');
  const codes = [...texts.matchAll(/\/handover\?code=([A-Za-z0-9_-]+)/g)].map((match) => match[1]);
  const code = codes[codes.length - 1];
  if (!code) throw new Error('No invitation email was queued');
  return code;
}

const accept = (user: TestUser, code: string, parentReadAccess: unknown = true) =>
  request(app)
    .post(api(`/handover/invitations/${code}/accept`))
    .set(bearer(user))
    .send({ parent_read_access: parentReadAccess });

const membership = async () => (await db.doc(`memberships/${membershipId}`).get()).data() ?? {};

describe('POST /memberships/{id}/handover/invitation', () => {
  it('When the parent gives the athlete email, then an invitation is emailed, stored hashed and audited; nothing else changes for the parent', async () => {
    const response = await invite(parent, athlete.email.toUpperCase()).expect(201);
    expect(response.body).toMatchObject({
      membership_id: membershipId,
      athlete_name: 'Leo Novak',
      member_id: 'IL-2026-000042',
      state: 'invited',
      due_on: '2027-06-15',
      invited_email: athlete.email,
      expires_at: '2027-07-04T15:00:00.000Z',
    });

    const [mail] = await mails();
    expect(mail?.to).toBe(athlete.email);
    expect(mail?.message.text).toContain('http://127.0.0.1:5000/handover?code=');
    const code = await lastCode();
    const invites = await db.collection('handoverInvites').get();
    expect(invites.docs.map((doc) => doc.id)).not.toContain(code);
    expect(JSON.stringify(invites.docs.map((doc) => doc.data()))).not.toContain(code);

    expect(await membership()).toMatchObject({ accountUid: parent.uid, status: 'active' });
    await request(app)
      .get(api(`/memberships/${membershipId}`))
      .set(bearer(parent))
      .expect(200);
    const audit = await db.collection('auditLog').where('recordId', '==', membershipId).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'invite',
        actorUid: parent.uid,
        changedFields: ['handover'],
      }),
    ]);
  });

  it('refuses a malformed email (400), another account (403), an unknown membership (404) and an athlete not yet 18 (409)', async () => {
    const bad = await invite(parent, 'leo@').expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'validation.email' }),
    ]);
    await invite(stranger).expect(403);
    await invite(parent, athlete.email, 'no-such-membership').expect(404);
    now = new Date('2027-06-14T15:00:00Z');
    const early = await invite(parent).expect(409);
    expect(early.body.message_key).toBe('handover.notDue');
    expect(await mails()).toEqual([]);
  });

  it('an administrator invites and cancels from the console; the cancelled code is refused with 409', async () => {
    await invite(admin).expect(201);
    const code = await lastCode();
    const cancelled = await request(app)
      .delete(api(`/memberships/${membershipId}/handover/invitation`))
      .set(bearer(admin))
      .expect(200);
    expect(cancelled.body.state).toBe('cancelled');
    const refused = await accept(athlete, code).expect(409);
    expect(refused.body.message_key).toBe('handover.inviteExpired');
    await request(app)
      .delete(api(`/memberships/${membershipId}/handover/invitation`))
      .set(bearer(parent))
      .expect(409);
    await request(app)
      .delete(api(`/memberships/${membershipId}/handover/invitation`))
      .set(bearer(stranger))
      .expect(403);
  });

  it('a resend replaces the invitation: the earlier code is refused', async () => {
    await invite(parent).expect(201);
    const first = await lastCode();
    now = new Date('2027-06-20T16:00:00Z');
    await invite(parent).expect(201);
    const second = await lastCode();
    expect(second).not.toBe(first);
    await accept(athlete, first).expect(409);
    await accept(athlete, second).expect(200);
  });
});

describe('GET /handover/me and /memberships/{id}/handover', () => {
  it('lists the parent due handover, and the state to its holder and administrators only', async () => {
    const mine = await request(app).get(api('/handover/me')).set(bearer(parent)).expect(200);
    expect(mine.body.handovers).toEqual([
      expect.objectContaining({ membership_id: membershipId, state: 'due', due_on: '2027-06-15' }),
    ]);
    await request(app)
      .get(api(`/memberships/${membershipId}/handover`))
      .set(bearer(admin))
      .expect(200);
    await request(app)
      .get(api(`/memberships/${membershipId}/handover`))
      .set(bearer(stranger))
      .expect(403);
    const none = await request(app).get(api('/handover/me')).set(bearer(stranger)).expect(200);
    expect(none.body.handovers).toEqual([]);
  });
});

describe('POST /handover/invitations/{code}/accept', () => {
  it('When the athlete accepts, then the membership, its own payment and its entries move to the athlete in one go, audited, and both standings are refreshed', async () => {
    await db.doc('payments/pi_own').set({
      accountUid: parent.uid,
      membershipId,
      membershipIds: [membershipId],
      kind: 'membership',
    });
    await db.doc('payments/pi_household').set({
      accountUid: parent.uid,
      membershipId: null,
      membershipIds: [membershipId, 'sibling'],
      kind: 'household',
    });
    await db.doc(`eventEntries/ev-1_${membershipId}`).set({
      eventId: 'ev-1',
      membershipId,
      accountUid: parent.uid,
      status: 'entered',
    });
    await invite(parent).expect(201);
    const code = await lastCode();

    const preview = await request(app)
      .get(api(`/handover/invitations/${code}`))
      .set(bearer(athlete))
      .expect(200);
    expect(preview.body).toMatchObject({ athlete_name: 'Leo Novak', email: athlete.email });

    const response = await accept(athlete, code, false).expect(200);
    expect(response.body).toEqual({
      membership_id: membershipId,
      state: 'completed',
      parent_read_access: false,
    });

    expect(await membership()).toMatchObject({
      accountUid: athlete.uid,
      memberId: 'IL-2026-000042',
      status: 'active',
      parentReaderUid: null,
      handover: expect.objectContaining({
        state: 'completed',
        fromUid: parent.uid,
        toUid: athlete.uid,
        parentReadAccess: false,
      }),
    });
    expect((await db.doc('payments/pi_own').get()).get('accountUid')).toBe(athlete.uid);
    expect((await db.doc('payments/pi_household').get()).get('accountUid')).toBe(parent.uid);
    expect((await db.doc(`eventEntries/ev-1_${membershipId}`).get()).get('accountUid')).toBe(
      athlete.uid,
    );
    const athleteStanding = (await db.doc(`standings/${athlete.uid}`).get()).data();
    expect(athleteStanding?.activeUntil?.toDate()).toEqual(new Date('2028-01-10T12:00:00Z'));
    const parentStanding = (await db.doc(`standings/${parent.uid}`).get()).data();
    expect(parentStanding?.activeUntil ?? null).toBeNull();

    await request(app)
      .get(api(`/memberships/${membershipId}`))
      .set(bearer(athlete))
      .expect(200);
    const audit = await db.collection('auditLog').where('recordId', '==', membershipId).get();
    expect(audit.docs.map((doc) => doc.data())).toContainEqual(
      expect.objectContaining({
        action: 'update',
        actorUid: athlete.uid,
        changedFields: ['accountUid', 'handover', 'parentReaderUid'],
      }),
    );

    const again = await accept(athlete, code).expect(409);
    expect(again.body.message_key).toBe('handover.inviteUsed');
  });

  it('keeps the parent read access when the athlete grants it', async () => {
    await invite(parent).expect(201);
    await accept(athlete, await lastCode(), true).expect(200);
    expect(await membership()).toMatchObject({ parentReaderUid: parent.uid });
  });

  it('refuses another address (403), an unverified one (403), a bad choice (400), an unknown code (404) and an expired one (409)', async () => {
    await invite(parent).expect(201);
    const code = await lastCode();
    const wrong = await accept(stranger, code).expect(403);
    expect(wrong.body.message_key).toBe('handover.wrongEmail');
    await accept(parent, code).expect(403);
    await accept(athlete, code, 'maybe').expect(400);
    await accept(athlete, 'unknown-code-123456').expect(404);

    now = new Date('2027-06-20T16:00:00Z');
    await invite(parent, unverified.email).expect(201);
    const unverifiedCode = await lastCode();
    const notVerified = await accept(unverified, unverifiedCode).expect(403);
    expect(notVerified.body.message_key).toBe('handover.emailUnverified');

    now = new Date('2027-07-05T15:00:00Z');
    const expired = await accept(unverified, unverifiedCode).expect(409);
    expect(expired.body.message_key).toBe('handover.inviteExpired');
    expect(await membership()).toMatchObject({ accountUid: parent.uid });
  });

  it('the athlete may decline: the membership stays with the parent, who may invite again', async () => {
    await invite(parent).expect(201);
    const code = await lastCode();
    const declined = await request(app)
      .post(api(`/handover/invitations/${code}/decline`))
      .set(bearer(athlete))
      .expect(200);
    expect(declined.body).toMatchObject({ state: 'declined' });
    expect(await membership()).toMatchObject({
      accountUid: parent.uid,
      handover: expect.objectContaining({ state: 'declined' }),
    });
    await accept(athlete, code).expect(409);
    await invite(parent).expect(201);
  });
});
