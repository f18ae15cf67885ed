import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

import {
  type AgeDivision,
  type CompetitionCategory,
  type Gender,
  type MembershipRole,
  type Relationship,
  type Tier,
} from '../../domain/enums';
import { normaliseForSearch, searchTokens } from '../../domain/search-text';
import type { MembershipStatus, PaymentStatus } from '../../domain/status';
import { dateOf, dateOrNull } from '../dates';
import type { AddressDoc } from '../stored-address';

import { documentReaders } from './document-readers';

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

const membershipReaders = documentReaders(typed);
/** The record as stored, deleted or not; null when there is none. */
export const readMembership = membershipReaders.read;
export const readMembershipIn = membershipReaders.readIn;

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
