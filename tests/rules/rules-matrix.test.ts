import { join } from 'node:path';

import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';

import { ruleConditions, saveRuleCoverage } from './rule-coverage';
import { rulesTestEnvironment } from './rules-environment';

// Every collection the code writes × every role × every operation, read from one table,
// then the emulator's coverage report: each condition in firestore.rules must have been seen
// both true and false, so no rule goes untested in either direction.

// A project of its own, so clearing it never touches the other suites' data.
const PROJECT_ID = 'demo-iltkd-rules-matrix';
const COVERAGE_DIR = join(__dirname, '..', '..', 'coverage');
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

type Db = ReturnType<RulesTestContext['firestore']>;

// The table's columns, in order. `owner` is the person the row's record belongs to (or is
// about: the recipient of a mail, the account a counter slot limits).
/** A coach's certification as the certifications API stores it. */
function certificationData(deletedAt: Date | null) {
  return {
    membershipId: 'm-olivia',
    ownerUid: 'olivia',
    kind: 'safesport',
    documentReference: 'SS-1',
    issuedOn: null,
    expiresOn: '2027-09-30',
    level: null,
    recordedBy: 'root',
    createdAt: new Date('2026-09-01T00:00:00Z'),
    updatedAt: new Date('2026-09-01T00:00:00Z'),
    deletedAt,
  };
}

const ROLES = [
  'visitor',
  'signedIn',
  'owner',
  'otherMember',
  'activeMember',
  'activeClubOwner',
  'suspendedClubOwner',
  'trashedClubOwner',
  'admin',
  'forger',
] as const;
type Role = (typeof ROLES)[number];

// Token claims per uid; a visitor has no token. Ava, the active member, has no activeMember
// claim: her standing document decides (her token is from before she paid).
const CLAIMS: Record<string, Record<string, unknown>> = {
  // Suspended and expired a moment ago: their tokens still carry the claim.
  kim: { activeMember: true },
  exa: { activeMember: true },
  root: { admin: true },
  // Demoted a moment ago: her ID token still carries the claim her account no longer has.
  dora: { admin: true },
  // Claims of the wrong type: the rules must compare with `== true`, not test truthiness.
  eve: { admin: 'true', activeMember: 'true' },
  // Trashed a moment ago, and signed in before her sessions were revoked: both tokens still
  // carry the claim.
  tia: { admin: true },
  rex: { admin: true, auth_time: Math.floor(Date.parse('2026-09-30T00:00:00Z') / 1000) },
};
const ROLE_UIDS: Record<Exclude<Role, 'visitor' | 'owner'>, string> = {
  signedIn: 'sam', // signed in, no account or membership
  otherMember: 'bob', // another family, with a membership of their own
  activeMember: 'ava', // an active standing, no claim
  activeClubOwner: 'carl', // owns c-active
  suspendedClubOwner: 'sue', // owns c-suspended
  trashedClubOwner: 'tess', // owns c-trashed, an active club in the trash
  admin: 'root',
  forger: 'eve',
};

const TRASHED_AT = new Date('2026-10-01T00:00:00Z');
// standings/{uid} as the functions write it.
const standing = (activeUntil: Date | null, activeMembershipIds: string[] = []) => ({
  activeUntil,
  activeMembershipIds,
  updatedAt: new Date('2026-09-01T00:00:00Z'),
});
// An active, paid membership unless `changes` say otherwise.
const membership = (
  accountUid: string,
  clubId: string | null,
  changes: Record<string, unknown> = {},
) => ({
  accountUid,
  clubId,
  status: 'active',
  paymentStatus: 'paid',
  role: 'athlete',
  memberId: 'IL-2026-00001',
  division: 'Junior',
  firstName: 'Mia',
  expiresAt: new Date('2027-10-01T00:00:00Z'),
  deletedAt: null,
  ...changes,
});

// What a club owner's roster shows of Olivia's membership in a club.
const rosterEntry = (clubId: string) => ({
  membershipId: 'm-olivia',
  clubId,
  status: 'active',
  firstName: 'Mia',
  lastName: 'Lee',
});

// The records the table reads and writes, with their owner.
const DOCS = {
  'accounts/olivia': { owner: 'olivia', data: { uid: 'olivia', role: 'member', deletedAt: null } },
  'accounts/tom': { owner: 'tom', data: { uid: 'tom', role: 'member', deletedAt: TRASHED_AT } },
  'memberships/m-olivia': { owner: 'olivia', data: membership('olivia', 'c-active') },
  // Her child, in no club: only the family reads it.
  'memberships/m-olivia-child': {
    owner: 'olivia',
    data: membership('olivia', null, {
      status: 'in_review',
      paymentStatus: 'pending',
      memberId: null,
      expiresAt: null,
    }),
  },
  'memberships/m-suspended-club': { owner: 'olivia', data: membership('olivia', 'c-suspended') },
  'memberships/m-trashed-club': { owner: 'olivia', data: membership('olivia', 'c-trashed') },
  'memberships/m-trashed': {
    owner: 'olivia',
    data: membership('olivia', 'c-active', { deletedAt: TRASHED_AT }),
  },
  // Her son's, handed over to his own account at 18: he granted her read access.
  'memberships/m-handed-over': {
    owner: 'olivia',
    data: membership('leo', null, { parentReaderUid: 'olivia' }),
  },
  // The roster entries the trigger keeps (domain/club-roster) of the memberships above.
  'clubRosters/m-olivia': { owner: 'olivia', data: rosterEntry('c-active') },
  'clubRosters/m-suspended-club': { owner: 'olivia', data: rosterEntry('c-suspended') },
  'clubRosters/m-trashed-club': { owner: 'olivia', data: rosterEntry('c-trashed') },
  'clubs/c-active': {
    owner: 'carl',
    data: { ownerUid: 'carl', status: 'active', deletedAt: null },
  },
  'clubs/c-suspended': {
    owner: 'sue',
    data: { ownerUid: 'sue', status: 'suspended', deletedAt: null },
  },
  'clubs/c-trashed': {
    owner: 'tess',
    data: { ownerUid: 'tess', status: 'active', deletedAt: TRASHED_AT },
  },
  'invites/LAKESHOREINVITE': { owner: 'carl', data: { clubId: 'c-active', usedBy: 'carl' } },
  'eventEntries/ev-1_m-olivia-child': {
    owner: 'olivia',
    data: {
      eventId: 'ev-1',
      membershipId: 'm-olivia-child',
      accountUid: 'olivia',
      status: 'entered',
    },
  },
  'payments/pi-olivia': {
    owner: 'olivia',
    data: { accountUid: 'olivia', amount: 16700, createdAt: new Date('2026-09-01T00:00:00Z') },
  },
  // Olivia coaches too: her SafeSport certificate, and one an administrator removed.
  'certifications/cert-olivia': {
    owner: 'olivia',
    data: certificationData(null),
  },
  'certifications/cert-olivia-removed': {
    owner: 'olivia',
    data: certificationData(new Date('2026-10-01T00:00:00Z')),
  },
  // Olivia's memberships are active, but the functions have not counted them yet.
  'standings/olivia': { owner: 'olivia', data: standing(null) },
  'stripeEvents/evt-olivia': { owner: 'olivia', data: { outcome: 'activated' } },
  'counters/memberIds': { owner: 'olivia', data: { next: 2 } },
  'directory/m-olivia': { owner: 'olivia', data: { name: 'Mia Lee', role: 'athlete' } },
  'directoryClubs/c-active': { owner: 'carl', data: { name: 'Lakeshore Taekwondo' } },
  'events/e-seminar': {
    owner: 'olivia',
    data: { title: 'Spring seminar', date: '2027-03-01', published: true, cancelledAt: null },
  },
  'events/e-draft': {
    owner: 'olivia',
    data: { title: 'Summer camp', date: '2027-07-01', published: false, cancelledAt: null },
  },
  'events/e-cancelled': {
    owner: 'olivia',
    data: { title: 'Winter open', date: '2027-01-09', published: true, cancelledAt: TRASHED_AT },
  },
  'mail/x-olivia': { owner: 'olivia', data: { to: 'olivia@example.com' } },
  'auditLog/a-olivia': {
    owner: 'olivia',
    data: { recordId: 'm-olivia', actorUid: 'root', changedFields: ['status'] },
  },
  'captchaVerifications/v-olivia': { owner: 'olivia', data: { action: 'login', usedBy: 'olivia' } },
  'captchaTestTokens/t-login': { owner: 'olivia', data: { action: 'login' } },
  'captchaFailures/olivia': { owner: 'olivia', data: { count: 5 } },
  'inviteValidationFailures/uid:olivia': { owner: 'olivia', data: { count: 3 } },
  'claimLocks/olivia': { owner: 'olivia', data: { holder: 'functions' } },
  'rateLimits/membershipCreation:uid:olivia:1': { owner: 'olivia', data: { count: 1 } },
};
type DocPath = keyof typeof DOCS;

// Seeded too, never a row: the forger's account document claims what her token does not have,
// and another family's membership shares Olivia's club.
const BACKGROUND = {
  'accounts/root': { uid: 'root', role: 'admin', deletedAt: null },
  'accounts/dora': { uid: 'dora', role: 'member', deletedAt: null },
  'accounts/tia': { uid: 'tia', role: 'admin', deletedAt: TRASHED_AT },
  'accounts/rex': { uid: 'rex', role: 'admin', deletedAt: null, tokensRevokedAt: TRASHED_AT },
  'accounts/eve': { uid: 'eve', role: 'admin', admin: true, activeMember: true, deletedAt: null },
  'memberships/m-bob': membership('bob', 'c-active'),
  'standings/ava': standing(new Date('2099-01-01T00:00:00Z'), ['m-ava']),
  'standings/exa': standing(new Date('2026-01-01T00:00:00Z'), ['m-exa']),
};

const everything = (name: string) => ({
  owner: 'olivia',
  query: (db: Db) => collection(db, name),
});
const byField = (db: Db, name: string, ...filters: [string, unknown][]) =>
  query(collection(db, name), ...filters.map(([field, value]) => where(field, '==', value)));

// The queries of the table's `list` rows: first those the web app runs, filtered as it does
// (lib/account/my-records.ts, lib/clubs/watch-owned-active-club.ts,
// lib/account/use-payment-history.ts, features/directory/api/directory-queries.ts), then the
// ones the rules must refuse.
const QUERIES = {
  "olivia's memberships": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'memberships', ['accountUid', 'olivia'], ['deletedAt', null]),
  },
  "the memberships handed over with olivia's read access": {
    owner: 'olivia',
    query: (db: Db) =>
      byField(db, 'memberships', ['parentReaderUid', 'olivia'], ['deletedAt', null]),
  },
  "c-active's roster": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'clubRosters', ['clubId', 'c-active']),
  },
  "carl's active club": {
    owner: 'carl',
    query: (db: Db) =>
      query(
        byField(db, 'clubs', ['ownerUid', 'carl'], ['status', 'active'], ['deletedAt', null]),
        limit(1),
      ),
  },
  "sue's clubs": {
    owner: 'sue',
    query: (db: Db) => byField(db, 'clubs', ['ownerUid', 'sue'], ['deletedAt', null]),
  },
  "olivia's event entries": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'eventEntries', ['accountUid', 'olivia']),
  },
  "olivia's payment history": {
    owner: 'olivia',
    query: (db: Db) =>
      query(
        byField(db, 'payments', ['accountUid', 'olivia']),
        orderBy('createdAt', 'desc'),
        limit(100),
      ),
  },
  'a page of athletes in the directory': {
    owner: 'olivia',
    query: (db: Db) =>
      query(byField(db, 'directory', ['role', 'athlete']), orderBy('name'), limit(21)),
  },
  'the directory of clubs': {
    owner: 'carl',
    query: (db: Db) => query(collection(db, 'directoryClubs'), orderBy('name'), limit(100)),
  },
  // The public pages' queries (lib/events/events-queries.ts): published, not cancelled.
  'the published events from a date': {
    owner: 'olivia',
    query: (db: Db) =>
      query(
        byField(db, 'events', ['published', true], ['cancelledAt', null]),
        where('date', '>=', '2027-01-01'),
        orderBy('date'),
      ),
  },
  'every event, drafts and cancelled ones too': everything('events'),
  // Not filtered on the owner, or not on deletedAt, or not bounded: refused.
  "olivia's account by uid": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'accounts', ['uid', 'olivia']),
  },
  "olivia's memberships with trashed ones": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'memberships', ['accountUid', 'olivia']),
  },
  'every live membership': {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'memberships', ['deletedAt', null]),
  },
  "c-active's memberships": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'memberships', ['clubId', 'c-active'], ['deletedAt', null]),
  },
  "c-suspended's roster": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'clubRosters', ['clubId', 'c-suspended']),
  },
  "c-trashed's roster": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'clubRosters', ['clubId', 'c-trashed']),
  },
  "tess's clubs with trashed ones": {
    owner: 'tess',
    query: (db: Db) => byField(db, 'clubs', ['ownerUid', 'tess']),
  },
  "olivia's certifications": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'certifications', ['ownerUid', 'olivia'], ['deletedAt', null]),
  },
  "olivia's certifications with removed ones": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'certifications', ['ownerUid', 'olivia']),
  },
  'every certification': { owner: 'olivia', query: (db: Db) => collection(db, 'certifications') },
  'every payment': { owner: 'olivia', query: (db: Db) => collection(db, 'payments') },
  'every event entry': { owner: 'olivia', query: (db: Db) => collection(db, 'eventEntries') },
  'the directory without a limit': {
    owner: 'olivia',
    query: (db: Db) => query(byField(db, 'directory', ['role', 'athlete']), orderBy('name')),
  },
  'the directory, 101 at a time': {
    owner: 'olivia',
    query: (db: Db) => query(collection(db, 'directory'), limit(101)),
  },
  'the directory of clubs without a limit': {
    owner: 'carl',
    query: (db: Db) => collection(db, 'directoryClubs'),
  },
  "c-active's invitations": {
    owner: 'carl',
    query: (db: Db) => byField(db, 'invites', ['clubId', 'c-active']),
  },
  "olivia's mail": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'mail', ['to', 'olivia@example.com']),
  },
  "m-olivia's history": {
    owner: 'olivia',
    query: (db: Db) => byField(db, 'auditLog', ['recordId', 'm-olivia']),
  },
  'every standings': everything('standings'),
  'every stripeEvents': everything('stripeEvents'),
  'every counters': everything('counters'),
  'every captchaVerifications': everything('captchaVerifications'),
  'every captchaTestTokens': everything('captchaTestTokens'),
  'every captchaFailures': everything('captchaFailures'),
  'every inviteValidationFailures': everything('inviteValidationFailures'),
  'every claimLocks': everything('claimLocks'),
  'every rateLimits': everything('rateLimits'),
} satisfies Record<string, { owner: string; query: (db: Db) => Query }>;
type QueryName = keyof typeof QUERIES;

type Outcome = 'allow' | 'deny';
const Y: Outcome = 'allow';
const N: Outcome = 'deny';
type Grid = readonly [
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
  Outcome,
];
// `get` and `list` read; `write` is create (a new document shaped like the row's), update
// and delete, each asserted on its own.
type Row = readonly ['get' | 'write', DocPath, Grid] | readonly ['list', QueryName, Grid];

// The policy. Columns: visitor, signed in without a membership, the record's owner, another
// member, active member (standing), owner of an active club, of a suspended club, of a trashed
// club, administrator (claim), forger (claims as strings).
// prettier-ignore
const POLICY: readonly Row[] = [
  //                                                       vis sgn own oth act clb sus trs adm frg
  ['get',   'accounts/olivia',                            [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's account by uid",                    [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'accounts/olivia',                            [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'accounts/tom',                               [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'accounts/tom',                               [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'memberships/m-olivia',                       [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'memberships/m-olivia-child',                 [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'memberships/m-suspended-club',               [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'memberships/m-trashed-club',                 [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'memberships/m-trashed',                      [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'memberships/m-handed-over',                  [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's memberships",                       [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's memberships with trashed ones",     [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "the memberships handed over with olivia's read access", [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every live membership',                      [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "c-active's memberships",                     [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'memberships/m-olivia',                       [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'memberships/m-olivia-child',                 [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'memberships/m-suspended-club',               [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'memberships/m-trashed-club',                 [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'memberships/m-trashed',                      [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'memberships/m-handed-over',                  [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'clubRosters/m-olivia',                       [N,  N,  N,  N,  N,  Y,  N,  N,  Y,  N]],
  ['get',   'clubRosters/m-suspended-club',               [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'clubRosters/m-trashed-club',                 [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "c-active's roster",                          [N,  N,  N,  N,  N,  Y,  N,  N,  Y,  N]],
  ['list',  "c-suspended's roster",                       [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "c-trashed's roster",                         [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'clubRosters/m-olivia',                       [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'clubs/c-active',                             [N,  N,  Y,  N,  N,  Y,  N,  N,  Y,  N]],
  ['get',   'clubs/c-suspended',                          [N,  N,  Y,  N,  N,  N,  Y,  N,  Y,  N]],
  ['get',   'clubs/c-trashed',                            [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "carl's active club",                         [N,  N,  Y,  N,  N,  Y,  N,  N,  Y,  N]],
  ['list',  "sue's clubs",                                [N,  N,  Y,  N,  N,  N,  Y,  N,  Y,  N]],
  ['list',  "tess's clubs with trashed ones",             [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'clubs/c-active',                             [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'clubs/c-suspended',                          [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'clubs/c-trashed',                            [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'invites/LAKESHOREINVITE',                    [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "c-active's invitations",                     [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'invites/LAKESHOREINVITE',                    [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'eventEntries/ev-1_m-olivia-child',           [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's event entries",                     [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every event entry',                          [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'eventEntries/ev-1_m-olivia-child',           [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'certifications/cert-olivia',                 [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'certifications/cert-olivia-removed',         [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's certifications",                    [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's certifications with removed ones",  [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every certification',                        [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'certifications/cert-olivia',                 [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'payments/pi-olivia',                         [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "olivia's payment history",                   [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every payment',                              [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'payments/pi-olivia',                         [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'standings/olivia',                           [N,  N,  Y,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every standings',                            [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'standings/olivia',                           [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'stripeEvents/evt-olivia',                    [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every stripeEvents',                         [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'stripeEvents/evt-olivia',                    [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'counters/memberIds',                         [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'every counters',                             [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'counters/memberIds',                         [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'directory/m-olivia',                         [N,  N,  N,  N,  Y,  N,  N,  N,  Y,  N]],
  ['list',  'a page of athletes in the directory',        [N,  N,  N,  N,  Y,  N,  N,  N,  Y,  N]],
  ['list',  'the directory without a limit',              [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'the directory, 101 at a time',               [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'directory/m-olivia',                         [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'directoryClubs/c-active',                    [N,  N,  N,  N,  Y,  N,  N,  N,  Y,  N]],
  ['list',  'the directory of clubs',                     [N,  N,  N,  N,  Y,  N,  N,  N,  Y,  N]],
  ['list',  'the directory of clubs without a limit',     [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'directoryClubs/c-active',                    [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'events/e-seminar',                           [Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y]],
  ['get',   'events/e-draft',                             [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['get',   'events/e-cancelled',                         [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  'the published events from a date',           [Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y]],
  ['list',  'every event, drafts and cancelled ones too', [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'events/e-seminar',                           [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'events/e-draft',                             [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  ['get',   'mail/x-olivia',                              [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  "olivia's mail",                              [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'mail/x-olivia',                              [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'auditLog/a-olivia',                          [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['list',  "m-olivia's history",                         [N,  N,  N,  N,  N,  N,  N,  N,  Y,  N]],
  ['write', 'auditLog/a-olivia',                          [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],

  // Server-side state of the security check, the rate limits and the claims lease: closed
  // to every client, administrators included.
  ['get',   'captchaVerifications/v-olivia',              [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'every captchaVerifications',                 [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'captchaVerifications/v-olivia',              [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'captchaTestTokens/t-login',                  [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'every captchaTestTokens',                    [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'captchaTestTokens/t-login',                  [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'captchaFailures/olivia',                     [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'every captchaFailures',                      [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'captchaFailures/olivia',                     [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'inviteValidationFailures/uid:olivia',        [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'every inviteValidationFailures',             [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'inviteValidationFailures/uid:olivia',        [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'claimLocks/olivia',                          [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'every claimLocks',                           [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'claimLocks/olivia',                          [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['get',   'rateLimits/membershipCreation:uid:olivia:1', [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['list',  'every rateLimits',                           [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
  ['write', 'rateLimits/membershipCreation:uid:olivia:1', [N,  N,  N,  N,  N,  N,  N,  N,  N,  N]],
];

// Attempts to gain what the policy withholds, each by name: every one is refused.
type Attempt = (db: Db) => Promise<unknown>;
const edit =
  (path: string, changes: Record<string, unknown>): Attempt =>
  (db) =>
    updateDoc(doc(db, path), changes);
const read =
  (path: string): Attempt =>
  (db) =>
    getDoc(doc(db, path));
const list =
  (name: QueryName): Attempt =>
  (db) =>
    getDocs(QUERIES[name].query(db));
const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');

const ESCALATIONS: readonly [string, string | null, Attempt][] = [
  // A member writing what only the API decides, on their own child's membership.
  [
    'a member activating their own membership (status)',
    'olivia',
    edit('memberships/m-olivia-child', { status: 'active' }),
  ],
  [
    'a member marking their membership paid (paymentStatus)',
    'olivia',
    edit('memberships/m-olivia-child', { paymentStatus: 'paid' }),
  ],
  [
    'a member changing their membership role to coach (role)',
    'olivia',
    edit('memberships/m-olivia-child', { role: 'coach' }),
  ],
  [
    'a member choosing their own member ID (memberId)',
    'olivia',
    edit('memberships/m-olivia-child', { memberId: 'IL-2026-00007' }),
  ],
  [
    "a member joining a club's roster (clubId)",
    'olivia',
    edit('memberships/m-olivia-child', { clubId: 'c-active' }),
  ],
  [
    'a member picking another age division (division)',
    'olivia',
    edit('memberships/m-olivia-child', { division: 'Senior' }),
  ],
  [
    'a member extending their membership (expiresAt)',
    'olivia',
    edit('memberships/m-olivia', { expiresAt: FAR_FUTURE }),
  ],
  [
    'a member restoring their trashed membership (deletedAt)',
    'olivia',
    edit('memberships/m-trashed', { deletedAt: null }),
  ],
  [
    'a member creating an active, paid membership',
    'sam',
    (db) => setDoc(doc(db, 'memberships/m-sam'), membership('sam', 'c-active')),
  ],
  [
    'a member making themselves admin (account role)',
    'olivia',
    edit('accounts/olivia', { role: 'admin' }),
  ],
  [
    'a member writing the admin claim into their account',
    'olivia',
    edit('accounts/olivia', { admin: true }),
  ],
  [
    'a member writing the activeMember claim into their account',
    'olivia',
    edit('accounts/olivia', { activeMember: true }),
  ],
  [
    'a new user creating an admin account for themselves',
    'sam',
    (db) =>
      setDoc(doc(db, 'accounts/sam'), { uid: 'sam', role: 'admin', admin: true, deletedAt: null }),
  ],
  // Claims forged as document fields (her account says admin and activeMember) or as strings.
  ['a forger whose account says admin listing accounts', 'eve', list("olivia's account by uid")],
  ['a forger whose account says admin reading queued mail', 'eve', read('mail/x-olivia')],
  [
    'a forger whose account says activeMember reading the directory',
    'eve',
    read('directory/m-olivia'),
  ],
  [
    'a forger whose account says activeMember listing the directory',
    'eve',
    list('a page of athletes in the directory'),
  ],
  // The admin claim outlives a demotion in the ID token for up to an hour: the account decides.
  [
    'an administrator demoted a moment ago listing accounts',
    'dora',
    list("olivia's account by uid"),
  ],
  ['an administrator demoted a moment ago reading queued mail', 'dora', read('mail/x-olivia')],
  [
    'an administrator trashed a moment ago listing accounts',
    'tia',
    list("olivia's account by uid"),
  ],
  [
    'an administrator signed in before their sessions were revoked listing accounts',
    'rex',
    list("olivia's account by uid"),
  ],
  [
    "an administrator demoted a moment ago reading a child's membership",
    'dora',
    read('memberships/m-olivia-child'),
  ],
  // Other people's records.
  ["another family reading a child's membership", 'bob', read('memberships/m-olivia-child')],
  ["another family querying a child's memberships", 'bob', list("olivia's memberships")],
  ["another member reading someone's payment", 'bob', read('payments/pi-olivia')],
  ["another member querying someone's payment history", 'bob', list("olivia's payment history")],
  ['a member listing every payment', 'olivia', list('every payment')],
  ['a club owner reading a member of another club', 'carl', read('clubRosters/m-suspended-club')],
  ["a club owner reading a member's whole record", 'carl', read('memberships/m-olivia')],
  [
    "a club owner reading an invitation, their own club's included",
    'carl',
    read('invites/LAKESHOREINVITE'),
  ],
  ['a visitor listing invitations to find a code', null, list("c-active's invitations")],
  // Club standing and the trash.
  ['the owner of a suspended club reading a member', 'sue', read('clubRosters/m-suspended-club')],
  ['the owner of a suspended club querying its roster', 'sue', list("c-suspended's roster")],
  ['the owner of a trashed club reading a member', 'tess', read('clubRosters/m-trashed-club')],
  ['the owner of a trashed club querying its roster', 'tess', list("c-trashed's roster")],
  ['the owner of a trashed club reading it', 'tess', read('clubs/c-trashed')],
  [
    'the owner of a suspended club reactivating it',
    'sue',
    edit('clubs/c-suspended', { status: 'active' }),
  ],
  ["an active club's owner reading a trashed member", 'carl', read('memberships/m-trashed')],
  [
    "an active club's owner querying their members' whole records",
    'carl',
    list("c-active's memberships"),
  ],
  [
    "an active club's owner changing a member's status",
    'carl',
    edit('memberships/m-olivia', { status: 'suspended' }),
  ],
  ['a member reading their own trashed membership', 'olivia', read('memberships/m-trashed')],
  [
    'a member querying their memberships without the deletedAt filter',
    'olivia',
    list("olivia's memberships with trashed ones"),
  ],
  [
    'a member querying memberships without the accountUid filter',
    'olivia',
    list('every live membership'),
  ],
  ['a member reading their own trashed account', 'tom', read('accounts/tom')],
  // The directory follows the standing document, not the claim in the token.
  [
    'a member suspended a moment ago, the claim still in the token, reading the directory',
    'kim',
    read('directory/m-olivia'),
  ],
  [
    'a member suspended a moment ago, the claim still in the token, listing the directory',
    'kim',
    list('a page of athletes in the directory'),
  ],
  [
    'a member whose standing expired, the claim still in the token, reading the directory',
    'exa',
    read('directory/m-olivia'),
  ],
  [
    'a member whose standing expired, the claim still in the token, listing the clubs',
    'exa',
    list('the directory of clubs'),
  ],
  [
    'a member extending their own standing',
    'olivia',
    edit('standings/olivia', { activeUntil: FAR_FUTURE }),
  ],
  [
    'a member writing a standing for themselves',
    'sam',
    (db) => setDoc(doc(db, 'standings/sam'), standing(FAR_FUTURE, ['m-sam'])),
  ],
  ["a member reading another member's standing", 'olivia', read('standings/ava')],
  // The directory is bounded.
  [
    'an active member listing the directory without a limit',
    'ava',
    list('the directory without a limit'),
  ],
  ['an active member listing 101 directory entries', 'ava', list('the directory, 101 at a time')],
  [
    'an active member listing the directory of clubs without a limit',
    'ava',
    list('the directory of clubs without a limit'),
  ],
  [
    'an administrator listing the directory without a limit',
    'root',
    list('the directory without a limit'),
  ],
  [
    'a member adding themselves to the directory',
    'olivia',
    (db) => setDoc(doc(db, 'directory/m-olivia-child'), { name: 'Me', role: 'coach' }),
  ],
  // Payments, ids and server-side state.
  [
    'a member recording a payment',
    'olivia',
    (db) =>
      setDoc(doc(db, 'payments/pi-forged'), {
        accountUid: 'olivia',
        amount: 16700,
        status: 'succeeded',
      }),
  ],
  [
    'a member marking a Stripe event processed',
    'olivia',
    (db) => setDoc(doc(db, 'stripeEvents/evt-forged'), { outcome: 'activated' }),
  ],
  ['a member resetting the member ID counter', 'olivia', edit('counters/memberIds', { next: 1 })],
  [
    'a visitor passing the security check by writing it',
    null,
    (db) =>
      setDoc(doc(db, 'captchaVerifications/v-forged'), { action: 'registration', usedBy: null }),
  ],
  [
    'a member clearing their security-check failures',
    'olivia',
    edit('captchaFailures/olivia', { count: 0 }),
  ],
  [
    'a member clearing their invitation-check failures',
    'olivia',
    (db) => deleteDoc(doc(db, 'inviteValidationFailures/uid:olivia')),
  ],
  [
    'a member resetting their rate limit',
    'olivia',
    edit('rateLimits/membershipCreation:uid:olivia:1', { count: 0 }),
  ],
  [
    'a member taking the custom-claims lease',
    'olivia',
    edit('claimLocks/olivia', { holder: 'olivia' }),
  ],
  [
    'a member queueing email',
    'olivia',
    (db) => setDoc(doc(db, 'mail/x-forged'), { to: 'anyone@example.com' }),
  ],
  [
    'an administrator erasing the audit log',
    'root',
    (db) => deleteDoc(doc(db, 'auditLog/a-olivia')),
  ],
  [
    'an administrator publishing an event from the client',
    'root',
    (db) => setDoc(doc(db, 'events/e-forged'), { title: 'Spam' }),
  ],
];

interface Case {
  who: string;
  uid: string | null;
  action: string;
  expected: Outcome;
  attempt: Attempt;
}

function casesOf(grid: Grid, owner: string, action: string, attempt: Attempt): Case[] {
  return ROLES.map((role, column) => {
    const uid = role === 'visitor' ? null : role === 'owner' ? owner : ROLE_UIDS[role];
    const who = uid === null ? role : `${role} ${uid}`;
    return { who, uid, action, expected: grid[column], attempt };
  });
}

function expand(row: Row): Case[] {
  if (row[0] === 'list') {
    const [, name, grid] = row;
    return casesOf(grid, QUERIES[name].owner, `list ${name}`, list(name));
  }
  const [operation, path, grid] = row;
  const { owner, data } = DOCS[path];
  if (operation === 'get') return casesOf(grid, owner, `get ${path}`, read(path));
  const created = `${path.split('/')[0]}/created-by-client`;
  return [
    ...casesOf(grid, owner, `create ${created} like ${path}`, (db) =>
      setDoc(doc(db, created), data),
    ),
    ...casesOf(grid, owner, `update ${path}`, edit(path, { editedBy: 'client' })),
    ...casesOf(grid, owner, `delete ${path}`, (db) => deleteDoc(doc(db, path))),
  ];
}

const CASES = POLICY.flatMap(expand);

// One Firestore client per signed-in uid (and one for visitors), made once.
const clients = new Map<string | null, Db>();
function clientOf(uid: string | null): Db {
  let db = clients.get(uid);
  if (!db) {
    const context = uid ? env.authenticatedContext(uid, CLAIMS[uid]) : env.unauthenticatedContext();
    db = context.firestore();
    clients.set(uid, db);
  }
  return db;
}

beforeAll(async () => {
  env = await rulesTestEnvironment(PROJECT_ID);
  await env.clearFirestore();
  // Every write below is expected to be refused, so the data is seeded once.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const records = [
      ...Object.entries(DOCS).map(([path, { data }]) => [path, data] as const),
      ...Object.entries(BACKGROUND),
    ];
    await Promise.all(records.map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await env.cleanup();
});

let casesRun = 0;

describe('the rules matrix', () => {
  it.each(CASES)('$who: $action → $expected', async ({ uid, expected, attempt }) => {
    casesRun += 1;
    const outcome = attempt(clientOf(uid));
    await (expected === 'allow' ? assertSucceeds(outcome) : assertFails(outcome));
  });
});

describe('privilege escalation', () => {
  it.each(ESCALATIONS)('refuses %s', async (_name, uid, attempt) => {
    casesRun += 1;
    await assertFails(attempt(clientOf(uid)));
  });
});

// Last in the file, so it reads the coverage of every case above.
describe('rule coverage', () => {
  it('saw every condition in firestore.rules both true and false', async () => {
    const coverage = await saveRuleCoverage(PROJECT_ID, COVERAGE_DIR);
    // A run filtered to some cases cannot judge coverage.
    expect(casesRun).toBe(CASES.length + ESCALATIONS.length);
    // No allow-list: `if true` and `if false` are literals, which the report leaves out, and
    // every other condition can go either way.
    const undecided = ruleConditions(coverage)
      .filter((condition) => !condition.decided)
      .map(({ where, outcomes }) => `${where} (${outcomes})`);
    expect(undecided).toEqual([]);
  });
});
