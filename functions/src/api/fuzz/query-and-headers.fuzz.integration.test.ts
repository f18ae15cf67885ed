import { createServer, type Server } from 'node:http';

import fc from 'fast-check';
import request from 'supertest';

import { isApiErrorCode } from '../../domain/api-errors';
import type { DirectoryEntry } from '../../domain/directory-entry';
import { seedAccount, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { nastyHeaders, nastyQueryString } from '../../test-support/nasty-input';
import { testApp } from '../../test-support/test-app';
import { testWalletCertificates } from '../../test-support/wallet-certificates';
import { WALLET_SECRET_NAME } from '../../wallet/wallet-config';

import { routesOf } from './express-routes';

// Some 2,000 requests, each verifying an ID token against the shared Auth emulator.
jest.setTimeout(300_000);

const { db, clear } = isolatedFirestore('demo-iltkd-fuzz-query');
const app = testApp({ db });

/**
 * Every endpoint of the API, as the app routes it under /api/v1. The first test checks the
 * list against the app's own routes, so a new endpoint cannot go unfuzzed.
 */
const ENDPOINTS = [
  'DELETE /accounts/:id/soft',
  'DELETE /accounts/me/deletion-request',
  'DELETE /certifications/:id',
  'DELETE /club-memberships/:id/soft',
  'DELETE /memberships/:id/handover/invitation',
  'DELETE /memberships/:id/soft',
  'GET /accounts',
  'GET /accounts/:id',
  'GET /accounts/me/all',
  'GET /accounts/me/by-email',
  'GET /accounts/me/export',
  'GET /admin/dashboard',
  'GET /admin/events/:id/roster',
  'GET /admin/export/:file',
  'GET /admin/export/event-roster.csv',
  'GET /admin/mail',
  'GET /announcements',
  'GET /announcements/:id',
  'GET /announcements/me',
  'GET /audit',
  'GET /cards/keys',
  'GET /cards/me',
  'GET /cards/revocations',
  'GET /cards/:membershipId/wallet-pass',
  'GET /cards/status/:memberId',
  'GET /certifications/me',
  'GET /club-memberships',
  'GET /club-memberships/by-invite-code/:code',
  'GET /club-memberships/me/all',
  'GET /club-owner/members',
  'GET /clubs/all',
  'GET /clubs/approved',
  'GET /clubs/public',
  'GET /entries',
  'GET /events',
  'GET /events/:id',
  'GET /events/:id/entry-options',
  'GET /handover/invitations/:code',
  'GET /handover/me',
  'GET /mail-preferences/me',
  'GET /members/:id',
  'GET /members/all',
  'GET /members/coaches',
  'GET /members/featured',
  'GET /members/referees',
  'GET /memberships',
  'GET /memberships/:id',
  'GET /memberships/:id/certifications',
  'GET /memberships/:id/handover',
  'GET /memberships/me/all',
  'GET /memberships/me/one',
  'GET /openapi.json',
  'GET /payments/membership-pricing',
  'GET /payments/transactions',
  'GET /unsubscribe',
  'POST /account-emails/password-reset',
  'POST /account-emails/verification',
  'POST /accounts',
  'POST /accounts/:id/erase',
  'POST /accounts/:id/restore',
  'POST /accounts/me/deletion-request',
  'POST /accounts/user/:id/login',
  'POST /announcements',
  'POST /announcements/:id/cancel',
  'POST /announcements/:id/send',
  'POST /announcements/:id/test',
  'POST /announcements/audience',
  'POST /captcha',
  'POST /captcha/test-token',
  'POST /club-memberships',
  'POST /club-memberships/:id/activate',
  'POST /club-memberships/:id/cancel',
  'POST /club-memberships/:id/name/approve',
  'POST /club-memberships/:id/name/reject',
  'POST /club-memberships/:id/restore',
  'POST /club-memberships/:id/suspend',
  'POST /club-memberships/invitations',
  'POST /club-memberships/invitations/:code/revoke',
  'POST /club-memberships/validate-invite',
  'POST /entries/:id/confirm-payment',
  'POST /entries/:id/payment-intent',
  'POST /entries/:id/withdraw',
  'POST /events',
  'POST /events/:id/cancel',
  'POST /events/:id/entries',
  'POST /events/:id/publish',
  'POST /events/:id/restore',
  'POST /events/:id/unpublish',
  'POST /handover/invitations/:code/accept',
  'POST /handover/invitations/:code/decline',
  'POST /memberships',
  'POST /memberships/:id/activate',
  'POST /memberships/:id/cancel',
  'POST /memberships/:id/certifications',
  'POST /memberships/:id/handover/invitation',
  'POST /memberships/:id/restore',
  'POST /memberships/:id/suspend',
  'POST /payments/club/confirm-payment',
  'POST /payments/club/create-payment-intent',
  'POST /payments/confirm-payment',
  'POST /payments/create-payment-intent',
  'POST /payments/household/confirm-payment',
  'POST /payments/household/create-payment-intent',
  'POST /payments/test-checkout',
  'POST /payments/webhook',
  'POST /unsubscribe',
  'PATCH /announcements/:id',
  'PUT /accounts/:id',
  'PUT /accounts/:id/complete',
  'PUT /club-memberships/:id',
  'PUT /club-owner/members/:id',
  'PUT /events/:id',
  'PUT /mail-preferences/me',
  'PUT /memberships/:id',
  'PUT /memberships/:id/admin',
];

const GETS_RUNS = 30;
const WRITES_RUNS = 15;

let member: TestUser;
let admin: TestUser;
let owner: TestUser;
let server: Server;
// Ids a path may name: the seeded records (so the handlers read and filter real data), an
// id that names nothing, and the export's file names.
const seeded: string[] = [];
const counts = { requests: 0, queryStrings: 0, headers: 0, serverErrors: 0 };
const seen = new Map<string, number>();

/** A route's path with its parameter filled: a record a GET reads, or one a write may change. */
function pathIds(route: string, method: string) {
  if (route.includes(':file')) return fc.constantFrom('memberships.csv', 'clubs.csv', 'x.csv');
  if (route.includes(':code')) return fc.constantFrom('FUZZQUERYINVITE00000000001', 'NOSUCHCODE00');
  if (route.includes(':memberId')) return fc.constantFrom('IL-2026-000001', 'not-a-member-id');
  if (route.includes(':membershipId')) return fc.constantFrom(...seeded, 'no-such-record');
  if (!route.includes(':id')) return fc.constant('');
  // A write names another's record or none: the callers' own accounts stay whole.
  const others = seeded.filter((id) => method === 'GET' || ![member.uid, admin.uid].includes(id));
  return fc.constantFrom(...others, 'no-such-record');
}

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  query: string;
  headers: Record<string, string>;
  caller: TestUser | null;
}

function calls(endpoint: string): fc.Arbitrary<Call> {
  const [verb = '', route = ''] = endpoint.split(' ');
  const method = verb.toLowerCase() as Call['method'];
  return fc
    .record({
      id: pathIds(route, verb),
      query: nastyQueryString,
      // Now and then the query string alone, to see it judged with a caller's own headers.
      headers: fc.option(nastyHeaders, { freq: 6 }),
      caller: fc.constantFrom(admin, member, owner, null),
    })
    .map(({ id, query, headers, caller }) => {
      const call: Call = {
        method,
        path: route.replace(/:\w+/, id),
        query,
        headers: headers ?? {},
        caller,
      };
      Object.defineProperty(call, fc.toStringMethod, {
        value: () =>
          `${verb} ${call.path}?${query.slice(0, 300)} as ${caller?.email ?? 'no one'} ` +
          JSON.stringify(call.headers).slice(0, 300),
      });
      return call;
    });
}

/** Why an answer is not a clear one (a success, or a refusal with the error body), or null. */
function unclear(response: request.Response): string | null {
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400) return null;
  const body = response.body as { code?: unknown; detail?: unknown };
  if (!isApiErrorCode(body?.code)) return 'no error code';
  if (typeof body.detail !== 'string' || body.detail.trim() === '') return 'no detail';
  return null;
}

async function send(endpoint: string, call: Call) {
  seen.set(endpoint, (seen.get(endpoint) ?? 0) + 1);
  counts.requests += 1;
  counts.queryStrings += 1;
  counts.headers += Object.keys(call.headers).length;
  let pending = request(server)[call.method](`/api/v1${call.path}?${call.query}`);
  if (call.caller) pending = pending.set('authorization', `Bearer ${call.caller.idToken}`);
  if (call.method !== 'get') pending = pending.set('content-type', 'application/json');
  pending = pending.set(call.headers);
  const response = await (call.method === 'get' ? pending : pending.send('{}'));
  if (response.status >= 500) counts.serverErrors += 1;
  const problem = unclear(response);
  if (problem) {
    throw new Error(
      `${endpoint} answered ${response.status} (${problem}): ${JSON.stringify(response.body).slice(0, 300)}`,
    );
  }
}

async function seedWorld() {
  await seedAccount(db, member.uid, { email: member.email });
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
  await seedAccount(db, owner.uid, { email: owner.email });
  await seedAccount(db, 'fuzz-query-other');
  await seedAccount(db, 'fuzz-query-trashed', { deletedAt: new Date('2026-03-01T12:00:00Z') });
  const club = await seedClub(db, { ownerUid: owner.uid, status: 'active' });
  const pendingClub = await seedClub(db, {
    ownerUid: null,
    status: 'invite_created',
    paymentStatus: 'pending',
    inviteCode: 'FUZZQUERYINVITE00000000001',
  });
  const membership = await seedMembership(db, {
    accountUid: member.uid,
    clubId: club.id,
    status: 'active',
    paymentStatus: 'paid',
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
  const others = await seedMembership(db, { accountUid: 'fuzz-query-other' });
  await db.doc(`standings/${member.uid}`).set({
    activeUntil: new Date('2099-01-01T00:00:00Z'),
    activeMembershipIds: [membership.id],
    updatedAt: new Date('2026-03-01T00:00:00Z'),
  });
  await db.doc(`directory/${membership.id}`).set({
    membershipId: membership.id,
    memberId: null,
    name: 'Ava Lopez',
    role: 'athlete',
    beltRank: null,
    division: null,
    clubId: null,
    clubName: null,
    achievements: [],
    achievementCount: 0,
    refereeLevel: null,
    coachType: null,
    joinDate: null,
    status: 'active',
  } satisfies DirectoryEntry);
  await db.doc('events/fuzz-query-event').set({
    title: 'Seminar',
    date: '2027-01-23',
    location: 'Normal, IL',
    type: 'seminar',
    published: true,
    cancelledAt: null,
    entryCounts: { entered: 1, waiting: 0 },
  });
  await db.doc(`eventEntries/fuzz-query-event_${membership.id}`).set({
    eventId: 'fuzz-query-event',
    membershipId: membership.id,
    accountUid: member.uid,
    status: 'entered',
    firstName: 'Ava',
    lastName: 'Lopez',
    searchTokens: ['ava', 'lopez'],
    withdrawnAt: null,
  });
  seeded.push(
    member.uid,
    admin.uid,
    'fuzz-query-other',
    'fuzz-query-trashed',
    club.id,
    pendingClub.id,
    membership.id,
    others.id,
    'fuzz-query-event',
    `fuzz-query-event_${membership.id}`,
  );
}

// Apple Wallet passes on, as a deployment with certificates has them (without, they answer 503).
const walletSecret = process.env[WALLET_SECRET_NAME];
beforeAll(async () => {
  process.env[WALLET_SECRET_NAME] = JSON.stringify(testWalletCertificates());
  [member, admin, owner] = await Promise.all([
    createTestUser({ activeMember: true }),
    createTestUser({ admin: true }),
    createTestUser(),
  ]);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await clear();
  await seedWorld();
}, 60_000);

afterAll(async () => {
  if (walletSecret === undefined) Reflect.deleteProperty(process.env, WALLET_SECRET_NAME);
  else process.env[WALLET_SECRET_NAME] = walletSecret;
  await new Promise((resolve) => server.close(resolve));
});

describe('Fuzzed query strings and headers on every endpoint', () => {
  it('When the app routes are listed, then every one of them is in the fuzzed list, and nothing else', () => {
    const routes = routesOf(app, '/api/v1').map((route) => route.replace(/(.)\/$/, '$1'));
    expect([...new Set(routes)].sort()).toEqual([...ENDPOINTS].sort());
  });

  it('When thousands of hostile query strings and headers arrive, then no answer is a 5xx and every refusal has the error body', async () => {
    const failures: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const runs = endpoint.startsWith('GET ') ? GETS_RUNS : WRITES_RUNS;
      const outcome = await fc.check(
        fc.asyncProperty(calls(endpoint), (call) => send(endpoint, call)),
        { numRuns: runs, endOnFailure: true },
      );
      if (outcome.failed) {
        failures.push(`${String(outcome.errorInstance)}\n${fc.defaultReportMessage(outcome)}`);
      }
    }
    // For the closing note: how much was tried, and how many 5xx answers came back.
    console.info(
      `Fuzzed ${counts.requests} requests on ${seen.size} endpoints: ` +
        `${counts.queryStrings} query strings, ${counts.headers} headers, ` +
        `${counts.serverErrors} answers 5xx`,
    );
    expect(failures).toEqual([]);
    expect(counts.serverErrors).toBe(0);
  });

  it('When all is sent, then every endpoint got its share and there were at least 1,500 query strings and 1,500 headers', () => {
    expect([...seen.keys()].sort()).toEqual([...ENDPOINTS].sort());
    expect(counts.queryStrings).toBeGreaterThanOrEqual(1_500);
    expect(counts.headers).toBeGreaterThanOrEqual(1_500);
  });
});
