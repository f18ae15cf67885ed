import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import type { MembershipStanding } from '../../domain/active-member';
import type { DirectorySource } from '../../domain/directory-entry';
import {
  AGE_DIVISIONS,
  COACH_BELT_RANKS,
  MEMBERSHIP_ROLES,
  TIERS,
  isOneOf,
  type AgeDivision,
  type Tier,
} from '../../domain/enums';
import type { Entrant } from '../../domain/events/entry-eligibility';
import type { ReminderLog } from '../../domain/renewal-reminders';
import { dateOrNull } from '../dates';
import type { RenewalRecord } from '../renewal-record';
import { textOrNull } from '../stored-text';

import { accountMembershipsQuery, membershipsCollection } from './memberships';
import type { Payable } from './payable';

// What other parts read of memberships/{id} (entries, the directory and roster triggers,
// payments, standings, renewals), each from records of any age. The record itself, its
// readers and writers are in memberships.ts.

/** One membership of the household as entries read it: the entrant and the roster snapshot. */
export interface HouseholdMembership {
  id: string;
  accountUid: string;
  firstName: string;
  lastName: string;
  memberId: string | null;
  dateOfBirth: string;
  explicitDivision: AgeDivision | null;
  clubName: string | null;
  entrant: Omit<Entrant, 'division'>;
}

/** Entries read older records too: what is missing or unknown reads as the least admitted. */
export function householdMembershipOf(id: string, data: DocumentData): HouseholdMembership {
  return {
    id,
    accountUid: String(data.accountUid),
    firstName: textOrNull(data.firstName) ?? '',
    lastName: textOrNull(data.lastName) ?? '',
    memberId: textOrNull(data.memberId),
    dateOfBirth: textOrNull(data.dateOfBirth) ?? '',
    explicitDivision: isOneOf(AGE_DIVISIONS, data.division) ? data.division : null,
    clubName: textOrNull(data.currentSchool),
    entrant: {
      role: isOneOf(MEMBERSHIP_ROLES, data.role) ? data.role : 'athlete',
      beltRank: isOneOf(COACH_BELT_RANKS, data.beltRank) ? data.beltRank : null,
      tier: isOneOf(TIERS, data.membershipTier) ? data.membershipTier : 'basic',
      status: String(data.status),
      paymentStatus: textOrNull(data.paymentStatus),
      expiresAt: dateOrNull(data.expiresAt),
      deletedAt: dateOrNull(data.deletedAt),
    },
  };
}

/** The account's memberships as entries read them, deleted ones too. */
export async function householdMembershipsOf(
  db: Firestore,
  accountUid: string,
): Promise<HouseholdMembership[]> {
  const snapshot = await accountMembershipsQuery(db, accountUid).get();
  return snapshot.docs.map((doc) => householdMembershipOf(doc.id, doc.data()));
}

export async function readHouseholdMembershipIn(
  tx: Transaction,
  db: Firestore,
  id: string,
): Promise<HouseholdMembership | null> {
  const data = (await tx.get(membershipsCollection(db).doc(id))).data();
  return data ? householdMembershipOf(id, data) : null;
}

/** The accounts that hold an active membership (index status). */
export async function activeMembershipOwners(db: Firestore): Promise<string[]> {
  const active = await membershipsCollection(db)
    .where('status', '==', 'active')
    .select('accountUid')
    .get();
  return active.docs
    .map((doc) => doc.get('accountUid'))
    .filter((uid): uid is string => typeof uid === 'string');
}

/** What the members' directory lists of a membership (the trigger reads records of any age). */
export function directorySourceOf(id: string, data: DocumentData): DirectorySource {
  return {
    id,
    memberId: data.memberId ?? null,
    firstName: String(data.firstName ?? ''),
    lastName: String(data.lastName ?? ''),
    role: data.role,
    beltRank: data.beltRank ?? null,
    division: data.division ?? null,
    clubId: data.clubId ?? null,
    currentSchool: data.currentSchool ?? null,
    achievements: Array.isArray(data.achievements) ? data.achievements.map(String) : [],
    refereeLevel: data.refereeLevel ?? null,
    coachType: data.coachType ?? null,
    activatedAt: dateOrNull(data.activatedAt),
  };
}

/**
 * The membership as its club's roster shows it, read now; null when it is deleted, gone or
 * names no club (its roster entry then goes).
 */
export async function readClubRosterSource(
  db: Firestore,
  id: string,
): Promise<(DocumentData & { firstName: string; lastName: string }) | null> {
  const data = (await membershipsCollection(db).doc(id).get()).data();
  if (!data || data.deletedAt || typeof data.clubId !== 'string' || !data.clubId) return null;
  return {
    ...data,
    firstName: String(data.firstName ?? ''),
    lastName: String(data.lastName ?? ''),
  };
}

/** What payments read of a membership they pay for: its own tier's price. */
export interface MembershipPayable extends Payable {
  tier: Tier;
}

export function membershipPayableOf(data: DocumentData): MembershipPayable {
  return {
    ownerUid: textOrNull(data.accountUid),
    status: String(data.status),
    paymentStatus: textOrNull(data.paymentStatus),
    memberId: textOrNull(data.memberId),
    paymentIntentId: textOrNull(data.paymentIntentId),
    tier: isOneOf(TIERS, data.membershipTier) ? data.membershipTier : 'basic',
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
    statusChangedAt: dateOrNull(data.statusChangedAt),
    displayName: `${textOrNull(data.firstName) ?? ''} ${textOrNull(data.lastName) ?? ''}`.trim(),
  };
}

/** What the membership's standing (active member or not) is decided on; records of any age. */
export function membershipStandingOf(data: DocumentData): MembershipStanding {
  return {
    status: String(data.status ?? ''),
    paymentStatus: data.paymentStatus ?? null,
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

/** The standing of each of the account's memberships, read in `tx`. */
export async function membershipStandingsIn(
  tx: Transaction,
  db: Firestore,
  accountUid: string,
): Promise<(MembershipStanding & { id: string })[]> {
  const snapshot = await tx.get(accountMembershipsQuery(db, accountUid));
  return snapshot.docs.map((doc) => ({ id: doc.id, ...membershipStandingOf(doc.data()) }));
}

/** The membership as the renewal jobs read it; records of any age. */
export function membershipRenewalOf(data: DocumentData): RenewalRecord {
  return {
    status: String(data.status),
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
    ownerUid: textOrNull(data.accountUid),
    name: `${String(data.firstName ?? '')} ${String(data.lastName ?? '')}`.trim(),
    renewedWithClub: data.membershipTier === 'club',
    reminders: (data.reminders ?? null) as ReminderLog | null,
  };
}

/** The account and the club a membership names, before or after a write; null when absent. */
export const membershipLinksOf = (data: DocumentData | undefined) => ({
  accountUid: typeof data?.accountUid === 'string' ? data.accountUid : null,
  clubId: typeof data?.clubId === 'string' ? data.clubId : null,
});
