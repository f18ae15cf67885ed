// Runs inside `firebase emulators:exec` (see ../seed.mjs). Fixed ids and dates make the
// dataset identical on every run. Divisions, prices, member IDs, expiry dates, statuses and
// the directory projection come from the compiled domain module (functions/lib/domain,
// built by ../seed.mjs), the same code the API and the triggers run, so demo and real data
// cannot drift.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

import { isActiveMember, membershipExpiry } from '../../functions/lib/domain/active-member.js';
import { divisionFor } from '../../functions/lib/domain/age.js';
import { clubRosterEntryOf } from '../../functions/lib/domain/club-roster.js';
import { directoryClubOf, directoryEntryOf } from '../../functions/lib/domain/directory-entry.js';
import { formatClubId, formatMemberId } from '../../functions/lib/domain/member-id.js';
import { CURRENCY, priceFor } from '../../functions/lib/domain/pricing.js';
import {
  normaliseForSearch,
  searchTokens,
  wordPrefixes,
} from '../../functions/lib/domain/search-text.js';
import { standingOf } from '../../functions/lib/domain/standing.js';
import { isClubPayable, PAYMENT_STATUSES } from '../../functions/lib/domain/status.js';
import {
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  TRANSACTION_STATUSES,
} from '../../functions/lib/domain/transactions.js';
import { countedClubOf } from '../../functions/lib/triggers/club-member-counts.js';

import { demoEntries, entryDemoDates } from './event-demo.mjs';
import { renewalDemoDates } from './renewal-demo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(join(here, path), 'utf8'));
const accounts = readJson('../demo-accounts.json');
const events = readJson('../demo-data/events.json');

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-iltkd' });
const auth = getAuth(app);
const db = getFirestore(app);
const at = (iso) => Timestamp.fromDate(new Date(iso));
// The moment the dataset describes: every "is it active?" question is asked at this time.
const SEED_NOW = new Date('2026-11-01T15:00:00Z');
const YEAR = 2026;

const address = (street, city, zipcode) => ({
  streetNumberAndName: street,
  aptSuiteUnitNumber: null,
  city,
  state: 'IL',
  zipcode,
  country: 'United States',
});

// The normalised fields and search tokens the API keeps on every record it writes, for
// indexed admin search.
const accountSearchFields = (email, profile) => ({
  firstNameLower: normaliseForSearch(profile?.firstName),
  lastNameLower: normaliseForSearch(profile?.lastName),
  emailLower: normaliseForSearch(email),
  searchTokens: searchTokens([profile?.firstName, profile?.lastName, email]),
});
const membershipSearchFields = (m) => ({
  firstNameLower: normaliseForSearch(m.firstName),
  lastNameLower: normaliseForSearch(m.lastName),
  emailLower: m.email ? normaliseForSearch(m.email) : null,
  schoolLower: normaliseForSearch(m.currentSchool),
  searchTokens: searchTokens([m.firstName, m.lastName, m.email, m.currentSchool]),
});
const clubSearchFields = (clubInfo) => ({
  nameLower: normaliseForSearch(clubInfo.clubName),
  ownerNameLower: normaliseForSearch(clubInfo.clubOwnerName),
  emailLower: normaliseForSearch(clubInfo.clubEmail),
  searchPrefixes: wordPrefixes([clubInfo.clubName, clubInfo.clubOwnerName]),
  searchTokens: searchTokens([clubInfo.clubName, clubInfo.clubOwnerName, clubInfo.clubEmail]),
});

const profiles = {
  'demo-admin': {
    firstName: 'Alex',
    lastName: 'Admin',
    phone: '312-555-0100',
    dateOfBirth: '1980-02-14',
    gender: 'other',
    address: address('100 W Randolph St', 'Chicago', '60601'),
  },
  'demo-member': {
    firstName: 'Maria',
    lastName: 'Santos',
    phone: '312-555-0111',
    dateOfBirth: '2004-06-09',
    gender: 'female',
    address: address('2200 N Lincoln Ave', 'Chicago', '60614'),
  },
  'demo-parent': {
    firstName: 'Paul',
    lastName: 'Novak',
    phone: '630-555-0122',
    dateOfBirth: '1984-09-30',
    gender: 'male',
    address: address('15 E Jefferson Ave', 'Naperville', '60540'),
  },
  'demo-applicant': {
    firstName: 'Aisha',
    lastName: 'Khan',
    phone: '847-555-0133',
    dateOfBirth: '1998-12-01',
    gender: 'female',
    address: address('500 Davis St', 'Evanston', '60201'),
  },
  'demo-club-owner': {
    firstName: 'Daniel',
    lastName: 'Kim',
    phone: '773-555-0144',
    dateOfBirth: '1975-04-22',
    gender: 'male',
    address: address('3100 N Sheridan Rd', 'Chicago', '60657'),
  },
  'demo-renewing': {
    firstName: 'Nina',
    lastName: 'Petrov',
    phone: '312-555-0166',
    dateOfBirth: '1996-04-03',
    gender: 'female',
    address: address('1400 W Fullerton Ave', 'Chicago', '60614'),
  },
  'demo-lapsed': {
    firstName: 'Omar',
    lastName: 'Haddad',
    phone: '708-555-0177',
    dateOfBirth: '1991-10-21',
    gender: 'male',
    address: address('7 S Oak Park Ave', 'Oak Park', '60302'),
  },
  'demo-family': {
    firstName: 'Hannah',
    lastName: 'Reyes',
    phone: '815-555-0188',
    dateOfBirth: '1986-05-12',
    gender: 'female',
    address: address('120 N Main St', 'Rockford', '61101'),
  },
  'demo-club-applicant': {
    firstName: 'Rosa',
    lastName: 'Alvarez',
    phone: '630-555-0155',
    dateOfBirth: '1982-08-17',
    gender: 'female',
    address: address('40 W Downer Pl', 'Aurora', '60506'),
  },
};

async function seedUsers() {
  for (const account of accounts) {
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
    if (Object.keys(account.claims).length)
      await auth.setCustomUserClaims(account.uid, account.claims);
    await db.doc(`accounts/${account.uid}`).set({
      uid: account.uid,
      email: account.email,
      authMethod: 'email',
      role: account.claims.admin ? 'admin' : 'member',
      isActive: true,
      ...profiles[account.uid],
      ...accountSearchFields(account.email, profiles[account.uid]),
      createdAt: at('2026-01-10T15:00:00Z'),
      updatedAt: at('2026-01-10T15:00:00Z'),
      lastLoginAt: at('2026-11-01T15:00:00Z'),
      deletedAt: null,
    });
  }
}

const CLUB_ID = 'club-lakeshore';
const CLUB_NAME = 'Lakeshore Taekwondo';
const APPLIED_ON = '2026-02-01';

function membership(id, fields) {
  const record = {
    id,
    memberId: null,
    email: null,
    phone: null,
    parentName: null,
    tShirtSize: 'AM',
    uniformSize: '4',
    useAccountAddress: true,
    address: null,
    competitionCategories: ['poomsae', 'kyorugi'],
    division: null,
    relationshipToAthlete: null,
    isSelfRegistration: true,
    clubId: CLUB_ID,
    currentSchool: CLUB_NAME,
    activatedAt: null,
    expiresAt: null,
    achievements: [],
    refereeLevel: null,
    coachType: null,
    paymentIntentId: null,
    createdAt: at(`${APPLIED_ON}T15:00:00Z`),
    updatedAt: at(`${APPLIED_ON}T15:00:00Z`),
    deletedAt: null,
    ...fields,
  };
  // The API decides the division from the date of birth when the application arrives.
  record.division = divisionFor(record.dateOfBirth, APPLIED_ON);
  if (!PAYMENT_STATUSES.includes(record.paymentStatus)) {
    throw new Error(`${id}: payment status ${record.paymentStatus} is not the domain's`);
  }
  return record;
}

// Member IDs in the order the demo members were activated, as the counter would issue them.
let issuedMemberIds = 0;
const nextMemberId = () => formatMemberId(YEAR, ++issuedMemberIds);

/** Paid and activated like the webhook does: member ID, expiry one year on, intent id. */
function active(activatedIso, extra = {}) {
  const activatedAt = new Date(activatedIso);
  return (id) => ({
    status: 'active',
    paymentStatus: 'paid',
    memberId: nextMemberId(),
    paymentIntentId: `pi_demo_${id}`,
    activatedAt: Timestamp.fromDate(activatedAt),
    expiresAt: Timestamp.fromDate(membershipExpiry(activatedAt)),
    ...extra,
  });
}
const activeSince = (iso, id) => active(iso)(id);

/** A year-two demo membership as paid a year before its (relative) expiry date. */
function renewedYear(id) {
  const { status, activatedAt, expiresAt } = renewalDemoDates(SEED_NOW)[id];
  return {
    status,
    paymentStatus: 'paid',
    memberId: nextMemberId(),
    paymentIntentId: `pi_demo_${id}`,
    activatedAt: Timestamp.fromDate(activatedAt),
    expiresAt: Timestamp.fromDate(expiresAt),
  };
}

const memberships = [
  membership('m-maria', {
    accountUid: 'demo-member',
    firstName: 'Maria',
    lastName: 'Santos',
    dateOfBirth: '2004-06-09',
    gender: 'female',
    role: 'athlete',
    beltRank: '2nd_dan_black_belt',
    membershipTier: 'champion',
    achievements: ['2026 Illinois State Poomsae Champion', 'USAT National Team Trials qualifier'],
    ...activeSince('2026-03-01T15:00:00Z', 'm-maria'),
  }),
  membership('m-leo', {
    accountUid: 'demo-parent',
    firstName: 'Leo',
    lastName: 'Novak',
    dateOfBirth: '2015-07-18',
    gender: 'male',
    role: 'athlete',
    beltRank: 'green',
    membershipTier: 'basic',
    status: 'in_review',
    paymentStatus: 'pending',
    isSelfRegistration: false,
    parentName: 'Paul Novak (parent)',
    relationshipToAthlete: { relationship: 'parent', relationshipOther: null },
    tShirtSize: 'YM',
    uniformSize: '1',
  }),
  membership('m-aisha', {
    accountUid: 'demo-applicant',
    firstName: 'Aisha',
    lastName: 'Khan',
    dateOfBirth: '1998-12-01',
    gender: 'female',
    role: 'referee',
    beltRank: '4th_dan_black_belt',
    membershipTier: 'basic',
    refereeLevel: 'regional',
    status: 'approved',
    paymentStatus: 'pending',
    currentSchool: 'Evanston Martial Arts',
    clubId: null,
  }),
  membership('m-daniel', {
    accountUid: 'demo-club-owner',
    firstName: 'Daniel',
    lastName: 'Kim',
    dateOfBirth: '1975-04-22',
    gender: 'male',
    role: 'coach',
    beltRank: '6th_dan_black_belt',
    membershipTier: 'champion',
    coachType: 'head',
    achievements: ['Head coach of the year 2025'],
    ...activeSince('2026-03-01T15:00:00Z', 'm-daniel'),
  }),
  membership('m-sofia', {
    accountUid: 'demo-club-owner',
    firstName: 'Sofia',
    lastName: 'Kim',
    dateOfBirth: '2011-01-05',
    gender: 'female',
    role: 'athlete',
    beltRank: 'red',
    membershipTier: 'champion',
    isSelfRegistration: false,
    parentName: 'Daniel Kim (parent)',
    relationshipToAthlete: { relationship: 'parent', relationshipOther: null },
    tShirtSize: 'AS',
    uniformSize: '3',
    achievements: ['2026 Cadet Kyorugi silver medal'],
    ...activeSince('2026-03-01T15:00:00Z', 'm-sofia'),
  }),
  membership('m-ethan', {
    accountUid: 'demo-club-owner',
    firstName: 'Ethan',
    lastName: 'Brooks',
    dateOfBirth: '2008-10-12',
    gender: 'male',
    role: 'athlete',
    beltRank: '1st_dan_black_belt',
    membershipTier: 'basic',
    isSelfRegistration: false,
    relationshipToAthlete: { relationship: 'coach', relationshipOther: null },
    ...activeSince('2026-03-01T15:00:00Z', 'm-ethan'),
  }),
  ...[
    ['Olivia', 'Garcia', '2012-03-14', 'female', 'blue'],
    ['Noah', 'Patel', '2010-08-02', 'male', '1st_dan_black_belt'],
    ['Emma', 'Johnson', '2016-11-20', 'female', 'yellow'],
    ['Lucas', 'Nguyen', '1994-05-30', 'male', '3rd_dan_black_belt'],
    ['Ava', 'Williams', '2013-02-09', 'female', 'red'],
    ['Mateo', 'Rodriguez', '1988-12-24', 'male', '2nd_dan_black_belt'],
    ['Chloe', 'Lee', '2009-07-07', 'female', 'green'],
    ['Ethan', 'Okafor', '2001-01-15', 'male', '1st_dan_black_belt'],
  ].map(([firstName, lastName, dateOfBirth, gender, beltRank], index) =>
    membership(`m-club-${index + 1}`, {
      accountUid: `seed-family-${index + 1}`,
      firstName,
      lastName,
      dateOfBirth,
      gender,
      role: 'athlete',
      beltRank,
      membershipTier: index % 2 ? 'basic' : 'champion',
      // Some long-standing members, so not every card reads 'Trial Member'.
      ...activeSince(
        index % 3 === 0 ? '2023-03-01T15:00:00Z' : '2026-03-01T15:00:00Z',
        `m-club-${index + 1}`,
      ),
    }),
  ),
  membership('m-referee', {
    accountUid: 'seed-family-9',
    firstName: 'Grace',
    lastName: 'Müller',
    dateOfBirth: '1979-09-09',
    gender: 'female',
    role: 'referee',
    beltRank: '5th_dan_black_belt',
    membershipTier: 'basic',
    refereeLevel: 'national',
    currentSchool: 'Evanston Martial Arts',
    clubId: null,
    ...activeSince('2026-03-01T15:00:00Z', 'm-referee'),
  }),
  // The owner's coach membership, as club registration creates it: no member ID until the
  // club fee is paid (the payment gives it one).
  membership('m-rosa', {
    accountUid: 'demo-club-applicant',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    dateOfBirth: '1982-08-17',
    gender: 'female',
    email: 'newclub@demo.iltkd.org',
    role: 'coach',
    beltRank: '5th_dan_black_belt',
    membershipTier: 'club',
    coachType: 'head',
    // Approved with her club (as the API does): the club's fee activates it.
    status: 'approved',
    statusChangedAt: at('2026-10-05T15:00:00Z'),
    paymentStatus: 'pending',
    competitionCategories: [],
    tShirtSize: 'AM',
    uniformSize: '3',
    clubId: 'club-fox-valley',
    currentSchool: 'Fox Valley Taekwondo',
    createdAt: at('2026-10-01T15:00:00Z'),
    updatedAt: at('2026-10-05T15:00:00Z'),
  }),
  // Year two (renewal-demo.mjs): due, lapsed, and a family of two due at once.
  membership('m-nina', {
    accountUid: 'demo-renewing',
    firstName: 'Nina',
    lastName: 'Petrov',
    dateOfBirth: '1996-04-03',
    gender: 'female',
    role: 'athlete',
    beltRank: '1st_dan_black_belt',
    membershipTier: 'basic',
    ...renewedYear('m-nina'),
  }),
  membership('m-omar', {
    accountUid: 'demo-lapsed',
    firstName: 'Omar',
    lastName: 'Haddad',
    dateOfBirth: '1991-10-21',
    gender: 'male',
    role: 'athlete',
    beltRank: 'red',
    membershipTier: 'basic',
    ...renewedYear('m-omar'),
  }),
  ...[
    ['m-mia', 'Mia', '2014-02-11', 'female', 'blue', 'champion'],
    ['m-diego', 'Diego', '2017-09-03', 'male', 'yellow', 'basic'],
  ].map(([id, firstName, dateOfBirth, gender, beltRank, membershipTier]) =>
    membership(id, {
      accountUid: 'demo-family',
      firstName,
      lastName: 'Reyes',
      dateOfBirth,
      gender,
      role: 'athlete',
      beltRank,
      membershipTier,
      isSelfRegistration: false,
      parentName: 'Hannah Reyes (parent)',
      relationshipToAthlete: { relationship: 'parent', relationshipOther: null },
      tShirtSize: 'YM',
      uniformSize: '2',
      clubId: null,
      currentSchool: 'Rockford Taekwondo Academy',
      ...renewedYear(id),
    }),
  ),
];

const standing = (m) => ({
  status: m.status,
  paymentStatus: m.paymentStatus,
  expiresAt: m.expiresAt?.toDate() ?? null,
  deletedAt: m.deletedAt?.toDate() ?? null,
});
const isActive = (m) => isActiveMember(standing(m), SEED_NOW);

/** What the membership trigger writes to directory/{id} (functions/src/triggers). */
const directoryEntry = (m) =>
  directoryEntryOf({ ...m, activatedAt: m.activatedAt?.toDate() ?? null });

/** payments/{intentId} as the settlement writes it for a completed payment. */
function completedPayment(accountUid, kind, targetId, amount, paidIso) {
  const status = 'completed';
  if (!TRANSACTION_STATUSES.includes(status)) throw new Error(`${status} is not the domain's`);
  return {
    accountUid,
    kind,
    membershipId: kind === 'membership' ? targetId : null,
    clubId: kind === 'club' ? targetId : null,
    status,
    amount,
    currency: CURRENCY,
    paymentMethod: PAYMENT_METHOD,
    paymentProvider: PAYMENT_PROVIDER,
    stripePaymentIntentId: `pi_demo_${targetId}`,
    createdAt: at(paidIso),
    updatedAt: at(paidIso),
    completedAt: at(paidIso),
    failureReason: null,
    refundedAt: null,
    amountRefunded: 0,
  };
}

// The demo sign-ins' activeMember claim must say what the memberships say.
function assertClaimsMatchMemberships() {
  for (const account of accounts) {
    const owns = memberships.some((m) => m.accountUid === account.uid && isActive(m));
    if (Boolean(account.claims.activeMember) !== owns) {
      throw new Error(`${account.uid}: activeMember claim does not match its memberships`);
    }
  }
}

async function seedMemberships() {
  const clubMembers = new Map();
  for (const m of memberships) {
    await db.doc(`memberships/${m.id}`).set({ ...m, ...membershipSearchFields(m) });
    // The seed runs without the functions emulator: it writes what the trigger would.
    if (isActive(m)) await db.doc(`directory/${m.id}`).set(directoryEntry(m));
    if (m.clubId && !m.deletedAt)
      await db.doc(`clubRosters/${m.id}`).set(clubRosterEntryOf(m.id, m));
    // The board dashboard's members by club (functions/src/triggers/club-member-counts.ts).
    const club = countedClubOf(m);
    if (club) {
      await db.doc(`clubMemberCountMarks/${m.id}`).set({ clubId: club });
      clubMembers.set(club, (clubMembers.get(club) ?? 0) + 1);
    }
  }
  for (const [clubId, members] of clubMembers) {
    await db.doc(`clubMemberCounts/${clubId}`).set({ clubId, members });
  }
  // standings/{uid}, as functions/src/standing/refresh-standing.ts writes it.
  for (const { uid } of accounts) {
    const held = memberships.filter((m) => m.accountUid === uid);
    const { activeUntil, activeMembershipIds } = standingOf(
      held.map((m) => ({ id: m.id, ...standing(m) })),
      SEED_NOW,
    );
    await db.doc(`standings/${uid}`).set({
      activeUntil: activeUntil && Timestamp.fromDate(activeUntil),
      activeMembershipIds,
      updatedAt: Timestamp.fromDate(SEED_NOW),
    });
  }
  for (const m of memberships.filter((x) => x.paymentIntentId)) {
    await db
      .doc(`payments/${m.paymentIntentId}`)
      .set(
        completedPayment(
          m.accountUid,
          'membership',
          m.id,
          priceFor(m.membershipTier),
          m.activatedAt.toDate().toISOString(),
        ),
      );
  }
  await db.doc('counters/memberIds').set({ next: issuedMemberIds + 1 });
}

const CLUB_ACTIVATED = new Date('2026-02-15T15:00:00Z');
const coach = memberships.find((m) => m.id === 'm-daniel');
const lakeshore = {
  id: CLUB_ID,
  ownerUid: 'demo-club-owner',
  memberId: formatClubId(YEAR, 1),
  defaultCoachMembershipId: coach.id,
  defaultCoachMemberId: coach.memberId,
  status: 'active',
  paymentStatus: 'paid',
  paymentIntentId: `pi_demo_${CLUB_ID}`,
  inviteCode: 'LAKESHORE2026DEMOINVITE01',
  clubInfo: {
    clubName: CLUB_NAME,
    clubOwnerName: 'Daniel Kim',
    clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
    clubEmail: 'info@lakeshoretkd.example',
    clubPhone: '773-555-0145',
    clubLogo: null,
  },
  memberCount: 3,
  activatedAt: Timestamp.fromDate(CLUB_ACTIVATED),
  expiresAt: Timestamp.fromDate(membershipExpiry(CLUB_ACTIVATED)),
  createdAt: at('2026-02-01T15:00:00Z'),
  updatedAt: at('2026-02-15T15:00:00Z'),
  deletedAt: null,
};

// Approved by an administrator, club fee not yet paid: its owner can pay from My Account.
const foxValleyInfo = {
  clubName: 'Fox Valley Taekwondo',
  clubOwnerName: 'Rosa Alvarez',
  clubAddress: '40 W Downer Pl, Aurora, IL 60506',
  clubEmail: 'info@foxvalleytkd.example',
  clubPhone: '630-555-0156',
  clubLogo: null,
};
const foxValley = {
  id: 'club-fox-valley',
  ownerUid: 'demo-club-applicant',
  memberId: null,
  defaultCoachMembershipId: 'm-rosa',
  defaultCoachMemberId: null,
  status: 'approved',
  paymentStatus: 'pending',
  paymentIntentId: null,
  inviteCode: 'FOXVALLEYDEMOINVITE2026',
  clubInfo: foxValleyInfo,
  memberCount: 0,
  activatedAt: null,
  expiresAt: null,
  createdAt: at('2026-10-01T15:00:00Z'),
  updatedAt: at('2026-10-05T15:00:00Z'),
  deletedAt: null,
};

async function seedClubs() {
  await db.doc(`clubs/${CLUB_ID}`).set({ ...lakeshore, ...clubSearchFields(lakeshore.clubInfo) });
  await db
    .doc(`payments/${lakeshore.paymentIntentId}`)
    .set(
      completedPayment(
        lakeshore.ownerUid,
        'club',
        CLUB_ID,
        priceFor('club'),
        CLUB_ACTIVATED.toISOString(),
      ),
    );
  await db.doc('counters/clubIds').set({ next: 2 });
  if (!isClubPayable(foxValley)) throw new Error('club-fox-valley must be payable');
  await db.doc(`clubs/${foxValley.id}`).set({ ...foxValley, ...clubSearchFields(foxValleyInfo) });
  const inviteCode = 'PRAIRIESTATEDEMOINVITE2026';
  const invitedClubInfo = {
    clubName: 'Prairie State Taekwondo',
    clubOwnerName: '',
    clubAddress: '',
    clubEmail: 'owner@prairiestatetkd.example',
    clubPhone: '',
    clubLogo: null,
  };
  await db.doc('clubs/club-prairie-invite').set({
    id: 'club-prairie-invite',
    ownerUid: null,
    memberId: null,
    defaultCoachMemberId: null,
    defaultCoachMembershipId: null,
    status: 'invite_created',
    paymentStatus: 'pending',
    inviteCode,
    clubInfo: invitedClubInfo,
    ...clubSearchFields(invitedClubInfo),
    memberCount: 0,
    createdAt: at('2026-11-15T15:00:00Z'),
    updatedAt: at('2026-11-15T15:00:00Z'),
    expiresAt: null,
    deletedAt: null,
  });
  await db.doc(`invites/${inviteCode}`).set({
    code: inviteCode,
    clubId: 'club-prairie-invite',
    clubName: 'Prairie State Taekwondo',
    clubEmail: 'owner@prairiestatetkd.example',
    createdBy: 'demo-admin',
    createdAt: at('2026-11-15T15:00:00Z'),
    expiresAt: at('2027-02-15T15:00:00Z'),
    usedAt: null,
    usedBy: null,
    revokedAt: null,
  });
}

/** What the club trigger writes: the listing and the count of its active members. */
async function seedDirectoryClubs() {
  const activeMembers = memberships.filter((m) => m.clubId === CLUB_ID && isActive(m)).length;
  await db.doc(`directoryClubs/${CLUB_ID}`).set(directoryClubOf(lakeshore.clubInfo, activeMembers));
}

/**
 * The events as the API stores them: times as Timestamps, entry demo events dated from
 * SEED_NOW, with their demo entries (event-demo.mjs) and the entry fees paid; each event's
 * entryCounts in events.json must be what its entries count.
 */
async function seedEvents() {
  const entryDates = entryDemoDates(SEED_NOW);
  const stored = events.map(({ id, ...event }) => {
    const dated = entryDates[id];
    const entry = event.entry && {
      ...event.entry,
      closesAt: dated
        ? Timestamp.fromDate(dated.closesAt)
        : event.entry.closesAt && at(event.entry.closesAt),
    };
    return { id, ...event, ...(dated && { date: dated.date }), entry };
  });
  const demo = demoEntries(stored, memberships, SEED_NOW);
  for (const { id, ...event } of stored) {
    const counted = demo.counts[id] ?? { entered: 0, waiting: 0 };
    if (JSON.stringify(counted) !== JSON.stringify(event.entryCounts)) {
      throw new Error(`${id}: entryCounts in events.json do not match its demo entries`);
    }
    await db.doc(`events/${id}`).set({
      ...event,
      createdAt: Timestamp.fromDate(SEED_NOW),
      updatedAt: Timestamp.fromDate(SEED_NOW),
      createdBy: null,
    });
  }
  for (const { id, ...entry } of demo.entries) await db.doc(`eventEntries/${id}`).set(entry);
  for (const { id, ...payment } of demo.payments) await db.doc(`payments/${id}`).set(payment);
  return demo.entries.length;
}

assertClaimsMatchMemberships();
await seedUsers();
await seedMemberships();
await seedClubs();
await seedDirectoryClubs();
const entryCount = await seedEvents();
console.log(
  `Seeded ${accounts.length} users, ${memberships.length} memberships, 3 clubs, ${events.length} events, ${entryCount} event entries.`,
);
process.exit(0);
