import {
  ACCOUNT_ROLES,
  isOneOf,
  MEMBERSHIP_ROLES,
  TIERS,
  type AccountRole,
  type MembershipRole,
  type Tier,
} from '@domain/enums';
import {
  MEMBERSHIP_STATUSES,
  normaliseLegacyStatus,
  PAYMENT_STATUSES,
  type ClubStatus,
  type MembershipStatus,
  type PaymentStatus,
} from '@domain/status';
import type { AccountWire } from '@domain/wire/account';
import type { AddressWire } from '@domain/wire/address';
import type { ClubRosterMemberWire, ClubWire } from '@domain/wire/club';
import type { MembershipWire } from '@domain/wire/membership';
import type { FirestoreDataConverter } from 'firebase/firestore';

// What the browser reads of accounts/{uid}, memberships/{id} and clubs/{id} (camelCase,
// as the functions write them). Timestamps become ISO strings so components stay plain.

export interface AddressRecord {
  streetNumberAndName: string;
  aptSuiteUnitNumber: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export interface AccountRecord {
  id: string;
  email: string;
  role: AccountRole;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  address: AddressRecord | null;
  /** False once an administrator deactivated the account. */
  isActive: boolean;
  createdAt: string | null;
  lastLoginAt: string | null;
  // Set while the owner's request to erase their data waits for an administrator.
  deletionRequestedAt: string | null;
  // When an administrator moved it to the trash.
  deletedAt: string | null;
}

export interface MembershipRecord {
  id: string;
  accountUid: string;
  memberId: string | null;
  status: MembershipStatus;
  paymentStatus: PaymentStatus | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string;
  gender: string | null;
  parentName: string | null;
  tShirtSize: string;
  uniformSize: string;
  useAccountAddress: boolean;
  address: AddressRecord | null;
  competitionCategories: string[];
  role: MembershipRole;
  beltRank: string;
  division: string | null;
  currentSchool: string;
  membershipTier: Tier | null;
  /** The account holder's own membership (not a child's or another person's). */
  isSelfRegistration: boolean;
  createdAt: string | null;
  expiresAt: string | null;
  /** Why an administrator or a dispute suspended, cancelled or reactivated it. */
  statusReason: string | null;
  statusChangedAt: string | null;
  deletedAt: string | null;
}

export interface ClubRecord {
  id: string;
  ownerUid: string;
  memberId: string | null;
  defaultCoachMemberId: string | null;
  status: ClubStatus;
  paymentStatus: PaymentStatus | null;
  clubName: string;
  clubOwnerName: string;
  clubAddress: string;
  clubEmail: string;
  clubPhone: string;
  clubLogo: string | null;
  /** The new name the owner asked for, until an administrator approves or rejects it. */
  pendingClubName: string | null;
  /** The administrator's invitation, until the owner registers the club. */
  inviteCode: string | null;
  createdAt: string | null;
  expiresAt: string | null;
  statusReason: string | null;
  statusChangedAt: string | null;
  deletedAt: string | null;
}

type Data = Record<string, unknown>;

/**
 * A Firestore Timestamp (anything with toDate), a Date (a timestamp read over REST), an ISO
 * string, or null.
 */
export function toIsoString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const oneOrNull = <T extends string>(list: readonly T[], value: unknown): T | null =>
  isOneOf(list, value) ? value : null;

// The functions write only the domain's values; an older document's legacy status reads as its
// current name, and anything else as in review, which offers no payment or renewal.
const clubStatusOf = (value: unknown): ClubStatus =>
  normaliseLegacyStatus(typeof value === 'string' ? value : null) ?? 'in_review';

const membershipStatusOf = (value: unknown): MembershipStatus =>
  oneOrNull(MEMBERSHIP_STATUSES, clubStatusOf(value)) ?? 'in_review';

function addressOf(value: unknown): AddressRecord | null {
  if (!value || typeof value !== 'object') return null;
  const address = value as Data;
  return {
    streetNumberAndName: text(address.streetNumberAndName),
    aptSuiteUnitNumber: textOrNull(address.aptSuiteUnitNumber),
    city: text(address.city),
    state: text(address.state),
    zipcode: text(address.zipcode),
    country: text(address.country),
  };
}

export function accountFromData(id: string, data: Data): AccountRecord {
  return {
    id,
    email: text(data.email),
    role: oneOrNull(ACCOUNT_ROLES, data.role) ?? 'member',
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    phone: textOrNull(data.phone),
    dateOfBirth: textOrNull(data.dateOfBirth),
    gender: textOrNull(data.gender),
    address: addressOf(data.address),
    isActive: data.isActive !== false,
    createdAt: toIsoString(data.createdAt),
    lastLoginAt: toIsoString(data.lastLoginAt),
    deletionRequestedAt: toIsoString(data.deletionRequestedAt),
    deletedAt: toIsoString(data.deletedAt),
  };
}

export function membershipFromData(id: string, data: Data): MembershipRecord {
  return {
    id,
    accountUid: text(data.accountUid),
    memberId: textOrNull(data.memberId),
    status: membershipStatusOf(data.status),
    paymentStatus: oneOrNull(PAYMENT_STATUSES, data.paymentStatus),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: textOrNull(data.email),
    phone: textOrNull(data.phone),
    dateOfBirth: text(data.dateOfBirth),
    gender: textOrNull(data.gender),
    parentName: textOrNull(data.parentName),
    tShirtSize: text(data.tShirtSize),
    uniformSize: text(data.uniformSize),
    useAccountAddress: data.useAccountAddress === true,
    address: addressOf(data.address),
    competitionCategories: Array.isArray(data.competitionCategories)
      ? data.competitionCategories.filter((value): value is string => typeof value === 'string')
      : [],
    role: oneOrNull(MEMBERSHIP_ROLES, data.role) ?? 'athlete',
    beltRank: text(data.beltRank),
    division: textOrNull(data.division),
    currentSchool: text(data.currentSchool),
    membershipTier: oneOrNull(TIERS, data.membershipTier),
    isSelfRegistration: data.isSelfRegistration === true,
    createdAt: toIsoString(data.createdAt),
    expiresAt: toIsoString(data.expiresAt),
    statusReason: textOrNull(data.statusReason),
    statusChangedAt: toIsoString(data.statusChangedAt),
    deletedAt: toIsoString(data.deletedAt),
  };
}

export function clubFromData(id: string, data: Data): ClubRecord {
  const info = (data.clubInfo && typeof data.clubInfo === 'object' ? data.clubInfo : {}) as Data;
  return {
    id,
    ownerUid: text(data.ownerUid),
    memberId: textOrNull(data.memberId),
    defaultCoachMemberId: textOrNull(data.defaultCoachMemberId),
    status: clubStatusOf(data.status),
    paymentStatus: oneOrNull(PAYMENT_STATUSES, data.paymentStatus),
    clubName: text(info.clubName),
    clubOwnerName: text(info.clubOwnerName),
    clubAddress: text(info.clubAddress),
    clubEmail: text(info.clubEmail),
    clubPhone: text(info.clubPhone),
    clubLogo: textOrNull(info.clubLogo),
    pendingClubName: textOrNull(data.pendingName),
    inviteCode: textOrNull(data.inviteCode),
    createdAt: toIsoString(data.createdAt),
    expiresAt: toIsoString(data.expiresAt),
    statusReason: textOrNull(data.statusReason),
    statusChangedAt: toIsoString(data.statusChangedAt),
    deletedAt: toIsoString(data.deletedAt),
  };
}

/**
 * One converter per collection at module level: reactfire compares converters by identity,
 * so a new one per render would restart the listener forever.
 */
function converter<T>(fromData: (id: string, data: Data) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as Data,
    fromFirestore: (snapshot) => fromData(snapshot.id, snapshot.data()),
  };
}

export const accountConverter = converter(accountFromData);
export const membershipConverter = converter(membershipFromData);
export const clubConverter = converter(clubFromData);

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

// The API's answers (the domain's wire shapes, snake_case) become the same records.

export function addressFromWire(address: AddressWire | null | undefined): AddressRecord | null {
  if (!address) return null;
  return {
    streetNumberAndName: address.street_number_and_name,
    aptSuiteUnitNumber: address.apt_suite_unit_number || null,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    country: address.country,
  };
}

/** What a club owner's roster row holds, in the record's names (the full record has more). */
function rosterFieldsFromWire(wire: ClubRosterMemberWire) {
  return {
    id: wire.id,
    memberId: wire.member_id,
    status: wire.status,
    firstName: wire.first_name,
    lastName: wire.last_name,
    email: wire.email,
    phone: wire.phone,
    dateOfBirth: wire.date_of_birth,
    gender: wire.gender,
    parentName: wire.parent_name,
    tShirtSize: wire.t_shirt_size,
    uniformSize: wire.uniform_size,
    useAccountAddress: wire.use_account_address,
    address: addressFromWire(wire.address),
    competitionCategories: [...wire.competition_categories],
    role: wire.role,
    beltRank: wire.belt_rank,
    division: wire.division,
    currentSchool: wire.current_school,
    membershipTier: wire.membership_tier,
  };
}

export function membershipFromWire(wire: MembershipWire): MembershipRecord {
  return {
    ...rosterFieldsFromWire(wire),
    accountUid: wire.user_id,
    paymentStatus: wire.payment_status,
    isSelfRegistration: wire.is_self_registration,
    createdAt: wire.created_at,
    expiresAt: wire.expires_at,
    statusReason: wire.status_reason,
    statusChangedAt: wire.status_changed_at,
    deletedAt: wire.deleted_at,
  };
}

/**
 * A roster row as the club's table and edit dialog take it. The API sends no account, payment
 * or administrator's reason to a club owner: those stay empty.
 */
export function rosterMemberFromWire(wire: ClubRosterMemberWire): MembershipRecord {
  return {
    ...rosterFieldsFromWire(wire),
    accountUid: '',
    paymentStatus: null,
    isSelfRegistration: false,
    createdAt: null,
    expiresAt: null,
    statusReason: null,
    statusChangedAt: null,
    deletedAt: null,
  };
}

export function clubFromWire(wire: ClubWire): ClubRecord {
  const info = wire.club_info;
  return {
    id: wire.id,
    ownerUid: wire.user_id ?? '',
    memberId: wire.member_id,
    defaultCoachMemberId: wire.default_coach_member_id,
    status: wire.status,
    paymentStatus: wire.payment_status,
    clubName: info.club_name,
    clubOwnerName: info.club_owner_name,
    clubAddress: info.club_address,
    clubEmail: info.club_email,
    clubPhone: info.club_phone,
    clubLogo: info.club_logo,
    pendingClubName: wire.pending_club_name ?? null,
    inviteCode: wire.invite_code,
    createdAt: wire.created_at,
    expiresAt: wire.expires_at,
    statusReason: wire.status_reason,
    statusChangedAt: wire.status_changed_at,
    deletedAt: wire.deleted_at,
  };
}

export function accountFromWire(wire: AccountWire): AccountRecord {
  return {
    id: wire.id,
    email: wire.email,
    role: wire.role,
    firstName: wire.first_name,
    lastName: wire.last_name,
    phone: wire.phone,
    dateOfBirth: wire.date_of_birth,
    gender: wire.gender,
    address: addressFromWire(wire.address),
    isActive: wire.is_active,
    createdAt: wire.created_at,
    lastLoginAt: wire.last_login_at,
    deletionRequestedAt: wire.deletion_requested_at,
    deletedAt: wire.deleted_at,
  };
}
