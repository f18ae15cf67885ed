import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

import type { MembershipStanding } from '../../domain/active-member';
import type { DirectoryClubSource } from '../../domain/directory-entry';
import type { PublicClubSource } from '../../domain/public-club';
import type { ReminderLog } from '../../domain/renewal-reminders';
import { normaliseForSearch, searchTokens, wordPrefixes } from '../../domain/search-text';
import {
  ACTIVE_STATUS,
  LISTED_CLUB_STATUSES,
  type ClubStatus,
  type PaymentStatus,
} from '../../domain/status';
import { dateOf, dateOrNull } from '../dates';
import type { RenewalRecord } from '../renewal-record';
import { textOrEmpty, textOrNull } from '../stored-text';

import { documentReaders } from './document-readers';
import type { Payable } from './payable';

// clubs/{id}: a club's membership, invited by an administrator and registered by its owner.
// This module alone reads and writes its shape.

/** clubInfo of clubs/{id}: the club's own details, the logo as a data URL. */
export interface ClubInfoDoc {
  clubName: string;
  clubOwnerName: string;
  clubAddress: string;
  clubEmail: string;
  clubPhone: string;
  clubLogo: string | null;
}

export interface StoredClub {
  id: string;
  // Null until the invited owner registers the club.
  ownerUid: string | null;
  memberId: string | null;
  defaultCoachMemberId: string | null;
  defaultCoachMembershipId: string | null;
  status: ClubStatus;
  paymentStatus: PaymentStatus;
  inviteCode: string | null;
  clubInfo: ClubInfoDoc;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
  // Why an administrator (or a dispute) last set the status, and when; absent on older records.
  statusReason?: string | null;
  statusChangedAt?: Date | null;
  // The owner's new name for an approved or active club until an administrator decides on it;
  // clubInfo.clubName stays the old one meanwhile. Absent on older records.
  pendingName?: string | null;
  deletedAt: Date | null;
}

export function storedClubOf(id: string, data: DocumentData): StoredClub {
  const info: DocumentData = data.clubInfo ?? {};
  return {
    id,
    ownerUid: textOrNull(data.ownerUid),
    memberId: textOrNull(data.memberId),
    defaultCoachMemberId: textOrNull(data.defaultCoachMemberId),
    defaultCoachMembershipId: textOrNull(data.defaultCoachMembershipId),
    status: data.status,
    paymentStatus: data.paymentStatus ?? 'pending',
    inviteCode: textOrNull(data.inviteCode),
    clubInfo: {
      clubName: textOrEmpty(info.clubName),
      clubOwnerName: textOrEmpty(info.clubOwnerName),
      clubAddress: textOrEmpty(info.clubAddress),
      clubEmail: textOrEmpty(info.clubEmail),
      clubPhone: textOrEmpty(info.clubPhone),
      clubLogo: textOrNull(info.clubLogo),
    },
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    expiresAt: dateOrNull(data.expiresAt),
    statusReason: textOrNull(data.statusReason),
    statusChangedAt: dateOrNull(data.statusChangedAt),
    pendingName: textOrNull(data.pendingName),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

/**
 * Normalised copies, the tokens an administrator's search finds the club by, and the word
 * prefixes GET /clubs/approved finds it by (the start of any word of its name or owner's
 * name; never the email, which the public directory must not reveal).
 */
export function clubSearchFields(club: {
  clubInfo: Pick<ClubInfoDoc, 'clubName' | 'clubOwnerName' | 'clubEmail'>;
}) {
  return {
    nameLower: normaliseForSearch(club.clubInfo.clubName),
    ownerNameLower: normaliseForSearch(club.clubInfo.clubOwnerName),
    emailLower: normaliseForSearch(club.clubInfo.clubEmail),
    searchPrefixes: wordPrefixes([club.clubInfo.clubName, club.clubInfo.clubOwnerName]),
    searchTokens: searchTokens([
      club.clubInfo.clubName,
      club.clubInfo.clubOwnerName,
      club.clubInfo.clubEmail,
    ]),
  };
}

export const clubConverter: FirestoreDataConverter<StoredClub> = {
  toFirestore: (club) => {
    const { id: _id, ...fields } = club as StoredClub;
    return { ...fields, ...clubSearchFields(club as StoredClub) };
  },
  fromFirestore: (snapshot) => storedClubOf(snapshot.id, snapshot.data()),
};

/** The raw collection, for listings and queries built elsewhere (read back with storedClubOf). */
export const clubsCollection = (db: Firestore): CollectionReference => db.collection('clubs');

const typed = (db: Firestore) => clubsCollection(db).withConverter(clubConverter);

const clubReaders = documentReaders(typed);
/** The club as stored, trashed or not; null when there is none. */
export const readClub = clubReaders.read;
export const readClubIn = clubReaders.readIn;

/** The clubs an account owns, trashed ones too. */
export const ownerClubsQuery = (db: Firestore, ownerUid: string): Query =>
  clubsCollection(db).where('ownerUid', '==', ownerUid);

export async function clubsOfOwner(db: Firestore, ownerUid: string): Promise<StoredClub[]> {
  const snapshot = await ownerClubsQuery(db, ownerUid).withConverter(clubConverter).get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * `changes` to the club, `updated` being the club they leave: only the named fields (a
 * payment's own, such as its intent, are not the record's) and the search fields.
 */
export function updateClub(
  tx: Transaction,
  db: Firestore,
  updated: StoredClub,
  changes: Partial<StoredClub>,
): void {
  tx.update(clubsCollection(db).doc(updated.id), { ...changes, ...clubSearchFields(updated) });
}

/** A new club, with the fields the searches use. */
export function createClub(tx: Transaction, db: Firestore, club: StoredClub): void {
  tx.create(clubsCollection(db).doc(club.id), { ...club, ...clubSearchFields(club) });
}

/** What the public club search reads of a club: its public name, owner name and status. */
export interface ClubSummary {
  id: string;
  name: string;
  ownerName: string;
  status: ClubStatus;
}

/** What the public club list reads of a club: its standing and its published fields. */
export type PublicClubRecord = PublicClubSource & MembershipStanding;

function summaryOf(id: string, data: DocumentData): ClubSummary | null {
  if (data.deletedAt) return null;
  return {
    id,
    name: String(data.clubInfo?.clubName ?? ''),
    ownerName: String(data.clubInfo?.clubOwnerName ?? ''),
    status: data.status,
  };
}

/** The club's summary; null when there is none or it is trashed. */
export async function readClubSummary(db: Firestore, id: string): Promise<ClubSummary | null> {
  const data = (await clubsCollection(db).doc(id).get()).data();
  return data ? summaryOf(id, data) : null;
}

/** Approved and active clubs: the ones the public club search may find. */
export const listedClubsQuery = (db: Firestore): Query =>
  clubsCollection(db).where('status', 'in', LISTED_CLUB_STATUSES);

/** The summaries of the clubs `query` finds, trashed ones left out. */
export async function clubSummaries(query: Query): Promise<ClubSummary[]> {
  const snapshot = await query.get();
  return snapshot.docs.flatMap((doc) => summaryOf(doc.id, doc.data()) ?? []);
}

// Never the logo (up to 5 MB each) nor contact details: only what is decided on.
const PUBLIC_RECORD_FIELDS = [
  'clubInfo.clubName',
  'clubInfo.clubOwnerName',
  'clubInfo.clubAddress',
  'status',
  'paymentStatus',
  'expiresAt',
  'deletedAt',
];

function publicRecordOf(id: string, data: DocumentData): PublicClubRecord {
  return {
    id,
    clubName: textOrEmpty(data.clubInfo?.clubName),
    clubOwnerName: textOrEmpty(data.clubInfo?.clubOwnerName),
    clubAddress: textOrEmpty(data.clubInfo?.clubAddress),
    status: textOrEmpty(data.status),
    paymentStatus: typeof data.paymentStatus === 'string' ? data.paymentStatus : null,
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

/**
 * Clubs whose status is active, at most `limit`, in no set order; the caller decides which
 * of them count as active (dues, expiry, trash).
 */
export async function activePublicClubs(db: Firestore, limit: number): Promise<PublicClubRecord[]> {
  const snapshot = await clubsCollection(db)
    .where('status', '==', ACTIVE_STATUS)
    .select(...PUBLIC_RECORD_FIELDS)
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => publicRecordOf(doc.id, doc.data()));
}

/** What the clubs' directory lists of a club (the trigger reads records of any age). */
export function directoryClubSourceOf(data: DocumentData): DirectoryClubSource {
  const info = data.clubInfo ?? {};
  return {
    clubName: String(info.clubName ?? ''),
    clubOwnerName: String(info.clubOwnerName ?? ''),
    clubAddress: String(info.clubAddress ?? ''),
    clubLogo: info.clubLogo ?? null,
  };
}

/** What payments read of a club whose fee they take; records of any age. */
export interface ClubPayable extends Payable {
  /** The owner's coach membership, paid with the club. */
  defaultCoachMembershipId: string | null;
}

export function clubPayableOf(data: DocumentData): ClubPayable {
  const info = (data.clubInfo ?? {}) as DocumentData;
  return {
    ownerUid: textOrNull(data.ownerUid),
    status: String(data.status),
    paymentStatus: textOrNull(data.paymentStatus),
    memberId: textOrNull(data.memberId),
    paymentIntentId: textOrNull(data.paymentIntentId),
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
    statusChangedAt: dateOrNull(data.statusChangedAt),
    displayName: textOrNull(info.clubName) ?? '',
    defaultCoachMembershipId: textOrNull(data.defaultCoachMembershipId),
  };
}

/** What the club's standing (listed as active or not) is decided on; records of any age. */
export function clubStandingOf(data: DocumentData): MembershipStanding {
  return {
    status: String(data.status ?? ''),
    paymentStatus: data.paymentStatus ?? null,
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

/** The club as the renewal jobs read it; records of any age. */
export function clubRenewalOf(data: DocumentData): RenewalRecord {
  return {
    status: String(data.status),
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
    ownerUid: textOrNull(data.ownerUid),
    name: String(data.clubInfo?.clubName ?? ''),
    renewedWithClub: false,
    reminders: (data.reminders ?? null) as ReminderLog | null,
  };
}
