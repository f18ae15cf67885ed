import { randomInt } from 'node:crypto';

import { compactVerify, createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import request from 'supertest';

import { cardKeyRing, generateCardKey, type CardKeySource } from '../../cards/card-keys';
import {
  CARD_ISSUER,
  cardVerdict,
  type CardRevocationList,
  type MemberCardClaims,
} from '../../domain/member-card';
import type { MemberCardWire } from '../../domain/wire/member-card';
import { ownClubInfo, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';
import type { RateLimitTable } from '../rate-limits/rate-limiter';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

const { db } = emulatorServices();
const NOW = new Date('2026-11-28T12:00:00Z');
const EXPIRES = new Date('2027-03-01T15:00:00Z');

// Keys of this suite's own, as a deployment's MEMBER_CARD_KEYS would give them.
let ring: ReturnType<typeof cardKeyRing> | undefined;
const cardKeys: CardKeySource = () =>
  (ring ??= generateCardKey('cards-suite').then((key) => cardKeyRing([key])));
const app = testApp({ now: () => NOW, cardKeys });

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
/** A member ID no other suite holds. */
const newMemberId = () => `IL-2026-9${String(randomInt(0, 999_999)).padStart(6, '0')}`;

const activeFields = () => ({
  memberId: newMemberId(),
  status: 'active',
  paymentStatus: 'paid',
  activatedAt: new Date('2026-03-01T15:00:00Z'),
  expiresAt: EXPIRES,
});

/** The published key set, fetched where a browser fetches it. */
async function publishedKeys(): Promise<JSONWebKeySet> {
  const response = await request(app).get('/.well-known/jwks.json').expect(200);
  return response.body;
}

/** A card's verdict as the checker makes it offline: signature, then the revocation list. */
async function verdictOf(token: string, jwks: JSONWebKeySet, revoked: Set<string>) {
  const { payload } = await compactVerify(token, createLocalJWKSet(jwks), {
    algorithms: ['ES256'],
  });
  const claims = JSON.parse(new TextDecoder().decode(payload)) as MemberCardClaims;
  return cardVerdict(claims, revoked, NOW);
}

async function revocationList(checker: TestUser, jwks: JSONWebKeySet) {
  const response = await request(app)
    .get('/api/v1/cards/revocations')
    .set(bearer(checker))
    .expect(200);
  const { payload } = await jwtVerify<CardRevocationList>(
    response.body.token,
    createLocalJWKSet(jwks),
    { algorithms: ['ES256'], issuer: CARD_ISSUER },
  );
  return payload;
}

describe('GET /cards/me', () => {
  it("gives a parent a signed card for each child's active membership, and none for a pending or expired one", async () => {
    const parent = await createTestUser();
    // A name of its own: the browser journeys pick Lakeshore Taekwondo from the demo's clubs.
    const club = await seedClub(db, { ownerUid: 'someone-else', clubInfo: ownClubInfo() });
    const mia = await seedMembership(db, {
      accountUid: parent.uid,
      ...activeFields(),
      firstName: 'Mia',
      lastName: 'Santos',
      clubId: club.id,
      division: 'Youth',
      beltRank: 'green',
    });
    const leo = await seedMembership(db, {
      accountUid: parent.uid,
      ...activeFields(),
      firstName: 'Leo',
      lastName: 'Santos',
      dateOfBirth: '2016-09-10',
      currentSchool: 'Prairie Dojang',
      division: 'Junior',
      beltRank: 'yellow',
    });
    await seedMembership(db, {
      accountUid: parent.uid,
      firstName: 'Ava',
      status: 'approved',
      paymentStatus: 'pending',
    });
    await seedMembership(db, {
      accountUid: parent.uid,
      ...activeFields(),
      firstName: 'Eli',
      status: 'expired',
      expiresAt: new Date('2026-10-01T15:00:00Z'),
    });

    const response = await request(app).get('/api/v1/cards/me').set(bearer(parent)).expect(200);

    expect(response.get('cache-control')).toBe('private, no-store');
    expect(response.body.wallet).toEqual({ available: false, reason: 'not_configured' });
    const cards = response.body.data as MemberCardWire[];
    expect(cards.map(({ token: _token, ...card }) => card)).toEqual([
      {
        membership_id: leo.id,
        member_id: leo.memberId,
        name: 'Leo Santos',
        belt_rank: 'yellow',
        division: 'Junior',
        club_name: 'Prairie Dojang',
        valid_through: '2027-03-01',
      },
      {
        membership_id: mia.id,
        member_id: mia.memberId,
        name: 'Mia Santos',
        belt_rank: 'green',
        division: 'Youth',
        club_name: club.clubInfo.clubName,
        valid_through: '2027-03-01',
      },
    ]);
    const jwks = await publishedKeys();
    const { payload, protectedHeader } = await jwtVerify(
      cards[1]?.token ?? '',
      createLocalJWKSet(jwks),
      { algorithms: ['ES256'], issuer: CARD_ISSUER, currentDate: NOW },
    );
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'cards-suite' });
    expect(payload).toEqual({
      iss: 'iltkd',
      sub: mia.memberId,
      name: 'Mia Santos',
      div: 'Youth',
      belt: 'green',
      club: club.clubInfo.clubName,
      exp: Date.parse('2027-03-01T23:59:59Z') / 1000,
      iat: NOW.getTime() / 1000,
    });
    expect(JSON.stringify(payload)).not.toContain(mia.dateOfBirth);
    expect(JSON.stringify(payload)).not.toContain(String(mia.email));
  });

  it("shows nobody else's cards, and says when Apple Wallet passes can be made", async () => {
    const owner = await createTestUser();
    await seedMembership(db, { accountUid: owner.uid, ...activeFields() });
    const stranger = await createTestUser();
    const response = await request(app).get('/api/v1/cards/me').set(bearer(stranger)).expect(200);
    expect(response.body.data).toEqual([]);

    const withWallet = testApp({ now: () => NOW, cardKeys, walletAvailable: () => true });
    const mine = await request(withWallet).get('/api/v1/cards/me').set(bearer(owner)).expect(200);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.wallet).toEqual({ available: true });
  });

  it('asks for sign-in', async () => {
    await request(app).get('/api/v1/cards/me').expect(401);
  });
});

describe('the public keys', () => {
  it('are served at /.well-known/jwks.json and GET /cards/keys without sign-in, public halves only, cached a while', async () => {
    const wellKnown = await request(app).get('/.well-known/jwks.json').expect(200);
    const api = await request(app).get('/api/v1/cards/keys').expect(200);
    expect(api.body).toEqual(wellKnown.body);
    expect(wellKnown.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect(wellKnown.body.keys).toHaveLength(1);
    expect(wellKnown.body.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      kid: 'cards-suite',
      alg: 'ES256',
      use: 'sig',
    });
    expect(wellKnown.body.keys[0]).not.toHaveProperty('d');
  });
});

describe('card checkers', () => {
  let plain: TestUser;
  beforeAll(async () => {
    plain = await createTestUser();
    // A member with an active athlete membership is not a checker.
    await seedMembership(db, {
      accountUid: plain.uid,
      ...activeFields(),
      isSelfRegistration: true,
    });
  });

  it('refuse a plain member the revocation list and the live status (403), and anyone signed out (401)', async () => {
    await request(app).get('/api/v1/cards/revocations').set(bearer(plain)).expect(403);
    await request(app).get(`/api/v1/cards/status/${newMemberId()}`).set(bearer(plain)).expect(403);
    await request(app).get('/api/v1/cards/revocations').expect(401);
    await request(app).get(`/api/v1/cards/status/${newMemberId()}`).expect(401);
  });

  it('let an administrator check: a card from My Account is valid, then revoked once suspended and the list refreshed', async () => {
    const admin = await createTestUser({ admin: true });
    const parent = await createTestUser();
    const child = await seedMembership(db, { accountUid: parent.uid, ...activeFields() });
    const mine = await request(app).get('/api/v1/cards/me').set(bearer(parent)).expect(200);
    const token = mine.body.data[0].token as string;
    const jwks = await publishedKeys();

    const before = await revocationList(admin, jwks);
    expect(before.iat).toBe(NOW.getTime() / 1000);
    expect(await verdictOf(token, jwks, new Set(before.revoked))).toBe('valid');

    await db.doc(`memberships/${child.id}`).update({ status: 'suspended' });
    const after = await revocationList(admin, jwks);
    expect(after.revoked).toContain(child.memberId);
    expect(await verdictOf(token, jwks, new Set(after.revoked))).toBe('revoked');
  });

  it('list suspended, cancelled, refunded and removed member IDs, not active ones nor those whose cards ran out', async () => {
    const admin = await createTestUser({ admin: true });
    const seeded = async (fields: Record<string, unknown>) =>
      String((await seedMembership(db, { ...activeFields(), ...fields })).memberId);
    const active = await seeded({});
    const suspended = await seeded({ status: 'suspended', statusReason: 'Payment disputed' });
    const cancelled = await seeded({ status: 'cancelled', paymentStatus: 'pending' });
    const refundedRenewal = await seeded({
      status: 'expired',
      expiresAt: new Date('2026-11-01T15:00:00Z'),
      refundedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const removed = await seeded({ deletedAt: new Date('2026-11-25T10:00:00Z') });
    const longExpired = await seeded({
      status: 'cancelled',
      expiresAt: new Date('2025-03-01T15:00:00Z'),
    });

    const { revoked } = await revocationList(admin, await publishedKeys());
    expect(revoked).toEqual(
      expect.arrayContaining([suspended, cancelled, refundedRenewal, removed]),
    );
    expect(revoked).not.toContain(active);
    expect(revoked).not.toContain(longExpired);
  });

  it('give an administrator the live status: the card fields only, valid, expired, revoked or unknown', async () => {
    const admin = await createTestUser({ admin: true });
    const active = await seedMembership(db, {
      ...activeFields(),
      firstName: 'Mia',
      lastName: 'Santos',
    });
    const status = (memberId: string) =>
      request(app).get(`/api/v1/cards/status/${memberId}`).set(bearer(admin));

    const valid = await status(String(active.memberId).toLowerCase()).expect(200);
    expect(valid.get('cache-control')).toBe('private, no-store');
    expect(valid.body).toEqual({
      member_id: active.memberId,
      verdict: 'valid',
      name: 'Mia Santos',
      belt_rank: 'green',
      division: 'Youth',
      club_name: 'Lakeshore Taekwondo',
      valid_through: '2027-03-01',
    });

    const expired = await seedMembership(db, {
      ...activeFields(),
      status: 'expired',
      expiresAt: new Date('2026-10-01T15:00:00Z'),
    });
    expect((await status(String(expired.memberId)).expect(200)).body).toMatchObject({
      verdict: 'expired',
      valid_through: '2026-10-01',
    });
    const suspended = await seedMembership(db, { ...activeFields(), status: 'suspended' });
    expect((await status(String(suspended.memberId)).expect(200)).body.verdict).toBe('revoked');
    const nobody = newMemberId();
    expect((await status(nobody).expect(200)).body).toEqual({
      member_id: nobody,
      verdict: 'unknown',
      name: null,
      belt_rank: null,
      division: null,
      club_name: null,
      valid_through: null,
    });
    await status('not-a-member-id').expect(400);
  });

  it('count live status lookups per checker: past the limit, 429 with Retry-After', async () => {
    const admin = await createTestUser({ admin: true });
    const small = {
      perUser: { max: 2, windowMs: 60_000 },
      perAddress: { max: 100, windowMs: 60_000 },
    };
    const limited = testApp({
      now: () => NOW,
      cardKeys,
      rateLimits: { cardStatus: small } as unknown as RateLimitTable,
    });
    const lookUp = () =>
      request(limited).get(`/api/v1/cards/status/${newMemberId()}`).set(bearer(admin));
    await lookUp().expect(200);
    await lookUp().expect(200);
    const refused = await lookUp().expect(429);
    expect(Number(refused.get('retry-after'))).toBeGreaterThan(0);
  });

  it('let the owner of an active club and a coach with an active membership check, not the owner of a suspended club', async () => {
    const owner = await createTestUser();
    await seedClub(db, { ownerUid: owner.uid, expiresAt: EXPIRES, clubInfo: ownClubInfo() });
    await request(app).get('/api/v1/cards/revocations').set(bearer(owner)).expect(200);
    await request(app).get(`/api/v1/cards/status/${newMemberId()}`).set(bearer(owner)).expect(200);

    const coach = await createTestUser();
    await seedMembership(db, {
      accountUid: coach.uid,
      ...activeFields(),
      role: 'coach',
      isSelfRegistration: true,
    });
    await request(app).get('/api/v1/cards/revocations').set(bearer(coach)).expect(200);

    const suspendedOwner = await createTestUser();
    await seedClub(db, {
      ownerUid: suspendedOwner.uid,
      status: 'suspended',
      expiresAt: EXPIRES,
      clubInfo: ownClubInfo(),
    });
    await request(app).get('/api/v1/cards/revocations').set(bearer(suspendedOwner)).expect(403);
  });
});
