import request from 'supertest';

import { RATE_LIMITS } from '../../domain/rate-limits';
import { signUnsubscribeToken, type UnsubscribeClaims } from '../../mail/unsubscribe-token';
import { seedAccount } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { TEST_MAIL_LINK_SECRET, testApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

// Issue 34: a member chooses which announcements they receive (My Account), and an
// announcement mail's signed link unsubscribes them from its kind without signing in,
// also by the one-click POST of RFC 8058. A link that was changed changes nothing.
const { db, clear } = isolatedFirestore('demo-iltkd-mail-preferences');
const now = new Date('2026-11-28T12:00:00Z');
const app = testApp({ db, now: () => now });
let member: TestUser;
let other: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const api = (path: string) => `/api/v1${path}`;
const claimsFor = (user: TestUser, fields: Partial<UnsubscribeClaims> = {}): UnsubscribeClaims => ({
  uid: user.uid,
  kind: 'events',
  email: user.email,
  aid: 'announcement-1',
  ...fields,
});
const tokenFor = (user: TestUser, fields: Partial<UnsubscribeClaims> = {}) =>
  signUnsubscribeToken(TEST_MAIL_LINK_SECRET, claimsFor(user, fields));
const stored = async (uid: string) => (await db.doc(`mailPreferences/${uid}`).get()).data();
const auditOf = async (uid: string) =>
  (await db.collection('auditLog').where('recordId', '==', uid).get()).docs.map((doc) =>
    doc.data(),
  );

beforeAll(async () => {
  [member, other] = await Promise.all([createTestUser(), createTestUser()]);
});

beforeEach(async () => {
  await clear();
  await Promise.all([
    seedAccount(db, member.uid, { email: member.email, preferredLanguage: 'es' }),
    seedAccount(db, other.uid, { email: other.email }),
  ]);
});

describe('GET and PUT /mail-preferences/me', () => {
  it('When nothing was chosen, then every kind is received', async () => {
    const response = await request(app).get(api('/mail-preferences/me')).set(bearer(member));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ association_news: true, events: true, club_messages: true });
  });

  it('When the member saves a choice, then it is stored, answered, audited as their own change', async () => {
    const response = await request(app)
      .put(api('/mail-preferences/me'))
      .set(bearer(member))
      .send({ association_news: true, events: false, club_messages: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ association_news: true, events: false, club_messages: false });
    expect(await stored(member.uid)).toMatchObject({ events: false, club_messages: false });
    const again = await request(app).get(api('/mail-preferences/me')).set(bearer(member));
    expect(again.body).toEqual({ association_news: true, events: false, club_messages: false });
    expect(await auditOf(member.uid)).toEqual([
      expect.objectContaining({
        actorUid: member.uid,
        collection: 'mailPreferences',
        action: 'update',
        changedFields: ['events', 'club_messages'],
      }),
    ]);
    // The other member's choice is their own.
    const theirs = await request(app).get(api('/mail-preferences/me')).set(bearer(other));
    expect(theirs.body).toEqual({ association_news: true, events: true, club_messages: true });
  });

  it('When the body is incomplete or of the wrong type, then 400 with field errors and nothing is stored', async () => {
    const response = await request(app)
      .put(api('/mail-preferences/me'))
      .set(bearer(member))
      .send({ association_news: 'no', events: true });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'association_news',
      'club_messages',
    ]);
    expect(await stored(member.uid)).toBeUndefined();
  });

  it('When nobody is signed in, then 401', async () => {
    expect((await request(app).get(api('/mail-preferences/me'))).status).toBe(401);
    expect(
      (
        await request(app)
          .put(api('/mail-preferences/me'))
          .send({ association_news: true, events: true, club_messages: true })
      ).status,
    ).toBe(401);
  });
});

describe('GET and POST /unsubscribe', () => {
  it('When the link is opened, then it names the kind, the partly hidden address and the reader’s language, and changes nothing', async () => {
    const token = await tokenFor(member);
    const response = await request(app).get(api('/unsubscribe')).query({ token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      kind: 'events',
      email_hint: `${member.email.slice(0, 1)}•••@example.test`,
      unsubscribed: false,
      language: 'es',
    });
    expect(await stored(member.uid)).toBeUndefined();
  });

  it('When the member unsubscribes without signing in, then only that kind stops, once, audited; a second use changes nothing', async () => {
    const token = await tokenFor(member, { kind: 'club_messages' });
    const first = await request(app).post(api('/unsubscribe')).query({ token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: 'club_messages', unsubscribed: true });
    expect(await stored(member.uid)).toMatchObject({ club_messages: false });

    const second = await request(app).post(api('/unsubscribe')).query({ token });
    expect(second.status).toBe(200);
    expect(second.body.unsubscribed).toBe(true);
    const opened = await request(app).get(api('/unsubscribe')).query({ token });
    expect(opened.body.unsubscribed).toBe(true);

    const mine = await request(app).get(api('/mail-preferences/me')).set(bearer(member));
    expect(mine.body).toEqual({ association_news: true, events: true, club_messages: false });
    const audit = await auditOf(member.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUid: member.uid,
      collection: 'mailPreferences',
      changedFields: ['club_messages'],
    });
  });

  it('When a mail provider posts the RFC 8058 one-click form, then the member is unsubscribed', async () => {
    const token = await tokenFor(member, { kind: 'association_news' });
    const response = await request(app)
      .post(api('/unsubscribe'))
      .query({ token })
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.body.unsubscribed).toBe(true);
    expect(await stored(member.uid)).toMatchObject({ association_news: false });
  });

  it('When the token is tampered with, truncated, signed by another key or missing, then 400 and nothing changes', async () => {
    const token = await tokenFor(member);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claimsFor(other), aud: 'unsubscribe' }),
    ).toString('base64url');
    const foreign = await signUnsubscribeToken(
      'someone-elses-secret-of-32-characters!',
      claimsFor(member),
    );
    const refused = [`${header}.${otherPayload}.${signature}`, token.slice(0, -4), foreign];
    for (const bad of refused) {
      const posted = await request(app).post(api('/unsubscribe')).query({ token: bad });
      expect(posted.status).toBe(400);
      expect(posted.body.message_key).toBe('unsubscribe.invalidToken');
      const opened = await request(app).get(api('/unsubscribe')).query({ token: bad });
      expect(opened.status).toBe(400);
    }
    expect((await request(app).post(api('/unsubscribe'))).status).toBe(400);
    expect(await stored(member.uid)).toBeUndefined();
    expect(await stored(other.uid)).toBeUndefined();
    expect(await auditOf(member.uid)).toEqual([]);
    expect(await auditOf(other.uid)).toEqual([]);
  });

  it('When the account is gone, then the link answers unsubscribed and keeps no record', async () => {
    await db.doc(`accounts/${other.uid}`).delete();
    const token = await tokenFor(other);
    const response = await request(app).post(api('/unsubscribe')).query({ token });
    expect(response.status).toBe(200);
    expect(response.body.unsubscribed).toBe(true);
    expect(await stored(other.uid)).toBeUndefined();
  });

  it('When App Check is enforced (deployed), then the one-click POST still works: a mail provider carries no App Check token', async () => {
    const deployed = testApp({
      db,
      now: () => now,
      emulator: false,
      appCheck: {
        async verifyToken() {
          throw new Error('no App Check token');
        },
      },
    });
    const token = await tokenFor(member);
    const response = await request(deployed)
      .post(api('/unsubscribe'))
      .query({ token })
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(await stored(member.uid)).toMatchObject({ events: false });
    expect(
      (await request(deployed).get(api('/mail-preferences/me')).set(bearer(member))).status,
    ).toBe(401);
  });

  it('When one address calls past its limit, then 429', async () => {
    const limited = testApp({
      db,
      now: () => now,
      rateLimits: {
        ...RATE_LIMITS,
        unsubscribe: {
          perUser: { max: 2, windowMs: 60_000 },
          perAddress: { max: 2, windowMs: 60_000 },
        },
      },
    });
    const token = await tokenFor(member);
    expect((await request(limited).get(api('/unsubscribe')).query({ token })).status).toBe(200);
    expect((await request(limited).post(api('/unsubscribe')).query({ token })).status).toBe(200);
    const third = await request(limited).get(api('/unsubscribe')).query({ token });
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
