import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

import type { MembershipStanding } from '../../domain/active-member';
import type { DirectorySource } from '../../domain/directory-entry';
import {
  AGE_DIVISIONS,
  COACH_BELT_RANKS,
  MEMBERSHIP_ROLES,
  TIERS,
  isOneOf,
  type AgeDivision,
  type CompetitionCategory,
  type Gender,
  type MembershipRole,
  type Relationship,
  type Tier,
} from '../../domain/enums';
import type { Entrant } from '../../domain/events/entry-eligibility';
import type { ReminderLog } from '../../domain/renewal-reminders';
import { normaliseForSearch, searchTokens } from '../../domain/search-text';
import type { MembershipStatus, PaymentStatus } from '../../domain/status';
import { dateOf, dateOrNull } from '../dates';
import type { RenewalRecord } from '../renewal-record';
import type { AddressDoc } from '../stored-address';

import type { Payable } from './payable';

// memberships/{id}: one athlete's (or coach's, referee's) membership, held by the account
// that registered it. This module alone reads and writes its shape.

/** The agreements ticked when applying, kept with the moment they were accepted. */
export interface AgreementsDoc {
  codeOfConduct: boolean;
  trainingAcknowledgement: boolean;
  mediaRelease: boolean;
  acceptedAt: Date;
}

export interface StoredMembership {
  id: string;
  accountUid: string;
  memberId: string | null;
  status: MembershipStatus;
  paymentStatus: PaymentStatus;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string;
  gender: Gender;
  parentName: string | null;
  tShirtSize: string;
  uniformSize: string;
  useAccountAddress: boolean;
  address: AddressDoc | null;
  competitionCategories: CompetitionCategory[];
  role: MembershipRole;
  beltRank: string;
  division: AgeDivision | null;
  currentSchool: string;
  clubId: string | null;
  membershipTier: Tier;
  isSelfRegistration: boolean;
  relationshipToAthlete: { relationship: Relationship; relationshipOther: string | null } | null;
  // Null on records that predate the online application.
  agreements: AgreementsDoc | null;
  activatedAt: Date | null;
  expiresAt: Date | null;
  // Why an administrator (or a dispute) last set the status, and when; absent on older records.
  statusReason?: string | null;
  statusChangedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export function storedMembershipOf(id: string, data: DocumentData): StoredMembership {
  return {
    id,
    accountUid: data.accountUid,
    memberId: data.memberId ?? null,
    status: data.status,
    paymentStatus: data.paymentStatus,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email ?? null,
    phone: data.phone ?? null,
    dateOfBirth: data.dateOfBirth,
    gender: data.gender,
    parentName: data.parentName ?? null,
    tShirtSize: data.tShirtSize,
    uniformSize: data.uniformSize,
    useAccountAddress: data.useAccountAddress,
    address: data.address ?? null,
    competitionCategories: data.competitionCategories,
    role: data.role,
    beltRank: data.beltRank,
    division: data.division ?? null,
    currentSchool: data.currentSchool,
    clubId: data.clubId ?? null,
    membershipTier: data.membershipTier,
    isSelfRegistration: data.isSelfRegistration,
    relationshipToAthlete: data.relationshipToAthlete ?? null,
    agreements: data.agreements
      ? { ...data.agreements, acceptedAt: dateOf(data.agreements.acceptedAt) }
      : null,
    activatedAt: dateOrNull(data.activatedAt),
    expiresAt: dateOrNull(data.expiresAt),
    statusReason: data.statusReason ?? null,
    statusChangedAt: dateOrNull(data.statusChangedAt),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

/** Normalised copies, and the tokens an administrator's search finds the record by. */
export function membershipSearchFields(m: StoredMembership) {
  return {
    firstNameLower: normaliseForSearch(m.firstName),
    lastNameLower: normaliseForSearch(m.lastName),
    emailLower: m.email ? normaliseForSearch(m.email) : null,
    schoolLower: normaliseForSearch(m.currentSchool),
    searchTokens: searchTokens([m.firstName, m.lastName, m.email, m.currentSchool]),
  };
}

export const membershipConverter: FirestoreDataConverter<StoredMembership> = {
  toFirestore: (membership) => {
    const { id: _id, ...fields } = membership as StoredMembership;
    return { ...fields, ...membershipSearchFields(membership as StoredMembership) };
  },
  fromFirestore: (snapshot) => storedMembershipOf(snapshot.id, snapshot.data()),
};

/** The raw collection, for listings and queries built elsewhere (read back with storedMembershipOf). */
export const membershipsCollection = (db: Firestore): CollectionReference =>
  db.collection('memberships');

const typed = (db: Firestore) => membershipsCollection(db).withConverter(membershipConverter);

export const newMembershipId = (db: Firestore): string => membershipsCollection(db).doc().id;

/** The record as stored, deleted or not; null when there is none. */
export async function readMembership(db: Firestore, id: string): Promise<StoredMembership | null> {
  return (await typed(db).doc(id).get()).data() ?? null;
}

export async function readMembershipIn(
  tx: Transaction,
  db: Firestore,
  id: string,
): Promise<StoredMembership | null> {
  return (await tx.get(typed(db).doc(id))).data() ?? null;
}

/** The memberships an account holds or registered (children), deleted ones too. */
export const accountMembershipsQuery = (db: Firestore, accountUid: string): Query =>
  membershipsCollection(db).where('accountUid', '==', accountUid);

const membershipsOfAccountQuery = (db: Firestore, accountUid: string): Query<StoredMembership> =>
  accountMembershipsQuery(db, accountUid).withConverter(membershipConverter);

export async function membershipsOfAccount(
  db: Firestore,
  accountUid: string,
  tx?: Transaction,
): Promise<StoredMembership[]> {
  const query = membershipsOfAccountQuery(db, accountUid);
  const snapshot = await (tx ? tx.get(query) : query.get());
  return snapshot.docs.map((doc) => doc.data());
}

/** A new membership, with the fields the searches use. */
export function createMembership(tx: Transaction, db: Firestore, m: StoredMembership): void {
  tx.create(membershipsCollection(db).doc(m.id), { ...m, ...membershipSearchFields(m) });
}

/** `changes` to the record, `updated` being the record they leave: its search fields follow. */
export function updateMembership(
  tx: Transaction,
  db: Firestore,
  updated: StoredMembership,
  changes: Partial<StoredMembership>,
): void {
  tx.update(membershipsCollection(db).doc(updated.id), {
    ...changes,
    ...membershipSearchFields(updated),
  });
}

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

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Entries read older records too: what is missing or unknown reads as the least admitted. */
export function householdMembershipOf(id: string, data: DocumentData): HouseholdMembership {
  return {
    id,
    accountUid: String(data.accountUid),
    firstName: text(data.firstName) ?? '',
    lastName: text(data.lastName) ?? '',
    memberId: text(data.memberId),
    dateOfBirth: text(data.dateOfBirth) ?? '',
    explicitDivision: isOneOf(AGE_DIVISIONS, data.division) ? data.division : null,
    clubName: text(data.currentSchool),
    entrant: {
      role: isOneOf(MEMBERSHIP_ROLES, data.role) ? data.role : 'athlete',
      beltRank: isOneOf(COACH_BELT_RANKS, data.beltRank) ? data.beltRank : null,
      tier: isOneOf(TIERS, data.membershipTier) ? data.membershipTier : 'basic',
      status: String(data.status),
      paymentStatus: text(data.paymentStatus),
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
    ownerUid: text(data.accountUid),
    status: String(data.status),
    paymentStatus: text(data.paymentStatus),
    memberId: text(data.memberId),
    paymentIntentId: text(data.paymentIntentId),
    tier: isOneOf(TIERS, data.membershipTier) ? data.membershipTier : 'basic',
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
    statusChangedAt: dateOrNull(data.statusChangedAt),
    displayName: `${text(data.firstName) ?? ''} ${text(data.lastName) ?? ''}`.trim(),
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
    ownerUid: text(data.accountUid),
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
