// Runs inside `firebase emulators:exec` (see ../seed.mjs). Fixed ids and dates make the
// dataset identical on every run.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(join(here, path), 'utf8'));
const accounts = readJson('../demo-accounts.json');
const events = readJson('../demo-data/events.json');

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-iltkd' });
const auth = getAuth(app);
const db = getFirestore(app);
const at = (iso) => Timestamp.fromDate(new Date(iso));

const address = (street, city, zipcode) => ({
  streetNumberAndName: street,
  aptSuiteUnitNumber: null,
  city,
  state: 'IL',
  zipcode,
  country: 'United States',
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
      createdAt: at('2026-01-10T15:00:00Z'),
      updatedAt: at('2026-01-10T15:00:00Z'),
      lastLoginAt: at('2026-11-01T15:00:00Z'),
      deletedAt: null,
    });
  }
}

const CLUB_ID = 'club-lakeshore';
const CLUB_NAME = 'Lakeshore Taekwondo';

function membership(id, fields) {
  return {
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
    createdAt: at('2026-02-01T15:00:00Z'),
    updatedAt: at('2026-02-01T15:00:00Z'),
    deletedAt: null,
    ...fields,
  };
}

const active = {
  status: 'active',
  paymentStatus: 'paid',
  activatedAt: at('2026-03-01T15:00:00Z'),
  expiresAt: at('2027-03-01T15:00:00Z'),
};

const memberships = [
  membership('m-maria', {
    accountUid: 'demo-member',
    memberId: 'IT-2026-0001',
    firstName: 'Maria',
    lastName: 'Santos',
    dateOfBirth: '2004-06-09',
    gender: 'female',
    role: 'athlete',
    beltRank: '2nd_dan_black_belt',
    membershipTier: 'champion',
    division: 'Senior',
    ...active,
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
    division: 'Youth',
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
    division: 'Senior',
    status: 'approved',
    paymentStatus: 'pending',
    currentSchool: 'Evanston Martial Arts',
    clubId: null,
  }),
  membership('m-daniel', {
    accountUid: 'demo-club-owner',
    memberId: 'IT-2026-0002',
    firstName: 'Daniel',
    lastName: 'Kim',
    dateOfBirth: '1975-04-22',
    gender: 'male',
    role: 'coach',
    beltRank: '6th_dan_black_belt',
    membershipTier: 'champion',
    division: 'Masters',
    ...active,
  }),
  membership('m-sofia', {
    accountUid: 'demo-club-owner',
    memberId: 'IT-2026-0003',
    firstName: 'Sofia',
    lastName: 'Kim',
    dateOfBirth: '2011-01-05',
    gender: 'female',
    role: 'athlete',
    beltRank: 'red',
    membershipTier: 'champion',
    division: 'Cadet',
    isSelfRegistration: false,
    parentName: 'Daniel Kim (parent)',
    relationshipToAthlete: { relationship: 'parent', relationshipOther: null },
    tShirtSize: 'AS',
    uniformSize: '3',
    ...active,
  }),
  membership('m-ethan', {
    accountUid: 'demo-club-owner',
    memberId: 'IT-2026-0004',
    firstName: 'Ethan',
    lastName: 'Brooks',
    dateOfBirth: '2008-10-12',
    gender: 'male',
    role: 'athlete',
    beltRank: '1st_dan_black_belt',
    membershipTier: 'basic',
    division: 'Junior',
    isSelfRegistration: false,
    relationshipToAthlete: { relationship: 'coach', relationshipOther: null },
    ...active,
  }),
  ...[
    ['Olivia', 'Garcia', '2012-03-14', 'female', 'blue', 'Cadet'],
    ['Noah', 'Patel', '2010-08-02', 'male', '1st_dan_black_belt', 'Junior'],
    ['Emma', 'Johnson', '2016-11-20', 'female', 'yellow', 'Youth'],
    ['Lucas', 'Nguyen', '1994-05-30', 'male', '3rd_dan_black_belt', 'Senior'],
    ['Ava', 'Williams', '2013-02-09', 'female', 'red', 'Youth'],
    ['Mateo', 'Rodriguez', '1988-12-24', 'male', '2nd_dan_black_belt', 'Masters'],
    ['Chloe', 'Lee', '2009-07-07', 'female', 'green', 'Junior'],
    ['Ethan', 'Okafor', '2001-01-15', 'male', '1st_dan_black_belt', 'Senior'],
  ].map(([firstName, lastName, dateOfBirth, gender, beltRank, division], index) =>
    membership(`m-club-${index + 1}`, {
      accountUid: `seed-family-${index + 1}`,
      memberId: `IT-2026-${String(index + 5).padStart(4, '0')}`,
      firstName,
      lastName,
      dateOfBirth,
      gender,
      role: 'athlete',
      beltRank,
      membershipTier: index % 2 ? 'basic' : 'champion',
      division,
      ...active,
      // Some long-standing members, so not every card reads 'Trial Member'.
      ...(index % 3 === 0 ? { activatedAt: at('2023-03-01T15:00:00Z') } : {}),
    }),
  ),
  membership('m-referee', {
    accountUid: 'seed-family-9',
    memberId: 'IT-2026-0013',
    firstName: 'Grace',
    lastName: 'Müller',
    dateOfBirth: '1979-09-09',
    gender: 'female',
    role: 'referee',
    beltRank: '5th_dan_black_belt',
    membershipTier: 'basic',
    division: 'Masters',
    currentSchool: 'Evanston Martial Arts',
    clubId: null,
    ...active,
  }),
];

// The public projection of active memberships (DESIGN.md): no date of birth, contact or address.
function directoryEntry(m, achievements) {
  const level = { 'm-referee': 'national', 'm-aisha': 'regional' }[m.id] ?? null;
  return {
    refereeLevel: m.role === 'referee' ? level : null,
    coachType: m.role === 'coach' ? 'head' : null,
    membershipId: m.id,
    memberId: m.memberId,
    name: `${m.firstName} ${m.lastName}`,
    role: m.role,
    beltRank: m.beltRank,
    division: m.division,
    clubId: m.clubId,
    clubName: m.currentSchool,
    achievements,
    joinDate: m.activatedAt.toDate().toISOString().slice(0, 10),
    status: 'active',
  };
}

async function seedMemberships() {
  const achievements = {
    'm-maria': ['2026 Illinois State Poomsae Champion', 'USAT National Team Trials qualifier'],
    'm-daniel': ['Head coach of the year 2025'],
    'm-sofia': ['2026 Cadet Kyorugi silver medal'],
    'm-ethan': [],
  };
  for (const m of memberships) {
    await db.doc(`memberships/${m.id}`).set(m);
    // No trigger maintains the projection yet, so the seed writes it.
    if (m.status === 'active')
      await db.doc(`directory/${m.id}`).set(directoryEntry(m, achievements[m.id] ?? []));
  }
  for (const [id, m] of [
    ['pay-maria', 'm-maria'],
    ['pay-daniel', 'm-daniel'],
    ['pay-sofia', 'm-sofia'],
    ['pay-ethan', 'm-ethan'],
  ]) {
    const owner = memberships.find((x) => x.id === m);
    await db.doc(`payments/${id}`).set({
      accountUid: owner.accountUid,
      membershipId: m,
      status: 'completed',
      amount: owner.membershipTier === 'champion' ? 24700 : 16700,
      currency: 'usd',
      paymentMethod: 'card',
      paymentProvider: 'stripe',
      stripePaymentIntentId: `pi_demo_${m}`,
      createdAt: at('2026-03-01T14:59:00Z'),
      updatedAt: at('2026-03-01T15:00:00Z'),
      completedAt: at('2026-03-01T15:00:00Z'),
      failureReason: null,
    });
  }
}

async function seedClubs() {
  await db.doc(`clubs/${CLUB_ID}`).set({
    id: CLUB_ID,
    ownerUid: 'demo-club-owner',
    memberId: 'ITC-2026-0001',
    defaultCoachMemberId: 'IT-2026-0002',
    status: 'active',
    paymentStatus: 'paid',
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
    activatedAt: at('2026-02-15T15:00:00Z'),
    expiresAt: at('2027-02-15T15:00:00Z'),
    createdAt: at('2026-02-01T15:00:00Z'),
    updatedAt: at('2026-02-15T15:00:00Z'),
    deletedAt: null,
  });
  const inviteCode = 'PRAIRIESTATEDEMOINVITE2026';
  await db.doc('clubs/club-prairie-invite').set({
    id: 'club-prairie-invite',
    ownerUid: null,
    memberId: null,
    defaultCoachMemberId: null,
    status: 'invite_created',
    paymentStatus: 'pending',
    inviteCode,
    clubInfo: {
      clubName: 'Prairie State Taekwondo',
      clubOwnerName: '',
      clubAddress: '',
      clubEmail: 'owner@prairiestatetkd.example',
      clubPhone: '',
      clubLogo: null,
    },
    memberCount: 0,
    createdAt: at('2026-11-15T15:00:00Z'),
    updatedAt: at('2026-11-15T15:00:00Z'),
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
  });
}

async function seedDirectoryClubs() {
  await db.doc(`directoryClubs/${CLUB_ID}`).set({
    name: CLUB_NAME,
    master: 'Master Daniel Kim',
    address: '3100 N Sheridan Rd, Chicago, IL 60657',
    memberCount: memberships.filter((m) => m.clubId === CLUB_ID && m.status === 'active').length,
    logo: null,
  });
}

async function seedEvents() {
  for (const { id, ...event } of events) await db.doc(`events/${id}`).set(event);
}

await seedUsers();
await seedMemberships();
await seedClubs();
await seedDirectoryClubs();
await seedEvents();
console.log(
  `Seeded ${accounts.length} users, ${memberships.length} memberships, 2 clubs, ${events.length} events.`,
);
process.exit(0);
