import { randomUUID } from 'node:crypto';

import type { Firestore } from 'firebase-admin/firestore';

import { normaliseForSearch, searchTokens, wordPrefixes } from '../domain/search-text';

// Stored shapes as the API writes them (camelCase, search copies, deletedAt: null).

const created = new Date('2026-01-15T15:00:00Z');

export async function seedAccount(
  db: Firestore,
  uid: string,
  fields: Record<string, unknown> = {},
) {
  const account = {
    uid,
    email: `${uid}@example.test`,
    authMethod: 'email',
    role: 'member',
    isActive: true,
    firstName: 'Ana',
    lastName: 'Lopez',
    phone: '312-555-0100',
    dateOfBirth: '1990-05-17',
    gender: 'female',
    address: null,
    createdAt: created,
    updatedAt: created,
    lastLoginAt: null,
    deletedAt: null,
    ...fields,
  };
  await db.doc(`accounts/${uid}`).set({
    ...account,
    firstNameLower: normaliseForSearch(String(account.firstName)),
    lastNameLower: normaliseForSearch(String(account.lastName)),
    emailLower: normaliseForSearch(String(account.email)),
    searchTokens: searchTokens([account.firstName, account.lastName, account.email].map(String)),
  });
  return account;
}

export async function seedMembership(db: Firestore, fields: Record<string, unknown> = {}) {
  const membership = {
    id: randomUUID(),
    accountUid: 'someone',
    memberId: null,
    status: 'application_received',
    paymentStatus: 'pending',
    firstName: 'Mia',
    lastName: 'Santos',
    email: 'mia.santos@example.test',
    phone: '312-555-0111',
    dateOfBirth: '2012-04-02',
    gender: 'female',
    parentName: 'Ana Santos (parent)',
    tShirtSize: 'YM',
    uniformSize: '2',
    useAccountAddress: true,
    address: null,
    competitionCategories: ['poomsae'],
    role: 'athlete',
    beltRank: 'green',
    division: 'Youth',
    currentSchool: 'Lakeshore Taekwondo',
    clubId: null,
    membershipTier: 'champion',
    isSelfRegistration: false,
    relationshipToAthlete: { relationship: 'parent', relationshipOther: null },
    agreements: null,
    activatedAt: null,
    expiresAt: null,
    createdAt: created,
    updatedAt: created,
    deletedAt: null,
    ...fields,
  };
  await db.doc(`memberships/${membership.id}`).set({
    ...membership,
    firstNameLower: normaliseForSearch(String(membership.firstName)),
    lastNameLower: normaliseForSearch(String(membership.lastName)),
    emailLower: normaliseForSearch(String(membership.email)),
    schoolLower: normaliseForSearch(String(membership.currentSchool)),
    searchTokens: searchTokens(
      [membership.firstName, membership.lastName, membership.email, membership.currentSchool].map(
        String,
      ),
    ),
  });
  return membership;
}

/**
 * A club's details under a name of its own. Suites on the shared demo database use it: a
 * listed club named like the demo's Lakeshore Taekwondo would show twice in the club choice
 * the browser journeys pick from.
 */
export const ownClubInfo = () => ({
  clubName: `Test Club ${randomUUID().slice(0, 8)}`,
  clubOwnerName: 'Daniel Kim',
  clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
  clubEmail: 'info@lakeshore.example',
  clubPhone: '773-555-0145',
  clubLogo: null,
});

export async function seedClub(db: Firestore, fields: Record<string, unknown> = {}) {
  const club = {
    id: randomUUID(),
    ownerUid: 'club-owner',
    memberId: null,
    defaultCoachMemberId: null,
    defaultCoachMembershipId: null,
    status: 'active',
    paymentStatus: 'paid',
    inviteCode: null,
    clubInfo: {
      clubName: 'Lakeshore Taekwondo',
      clubOwnerName: 'Daniel Kim',
      clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
      clubEmail: 'info@lakeshore.example',
      clubPhone: '773-555-0145',
      clubLogo: null,
    },
    createdAt: created,
    updatedAt: created,
    expiresAt: null,
    deletedAt: null,
    ...fields,
  };
  const info: Record<string, unknown> = club.clubInfo;
  await db.doc(`clubs/${club.id}`).set({
    ...club,
    nameLower: normaliseForSearch(String(info.clubName)),
    ownerNameLower: normaliseForSearch(String(info.clubOwnerName)),
    emailLower: normaliseForSearch(String(info.clubEmail)),
    searchPrefixes: wordPrefixes([String(info.clubName), String(info.clubOwnerName)]),
    searchTokens: searchTokens([info.clubName, info.clubOwnerName, info.clubEmail].map(String)),
  });
  return club;
}
