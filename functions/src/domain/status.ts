import { addYearsIso, toIsoDate } from './dates';
import { isOneOf } from './enums';

export const MEMBERSHIP_STATUSES = [
  'pending_payment',
  'application_received',
  'in_review',
  'approved',
  'active',
  'expired',
  'suspended',
  'cancelled',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const CLUB_STATUSES = ['invite_created', ...MEMBERSHIP_STATUSES] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REVIEW_FILTER_STATUSES = [...MEMBERSHIP_STATUSES, 'not_yet_eligible'] as const;
export type ReviewFilterStatus = (typeof REVIEW_FILTER_STATUSES)[number];

export type AnyStatus = ClubStatus | ReviewFilterStatus;

export type BadgeColour = 'success' | 'info' | 'warning' | 'orange' | 'error' | 'default';

export const STATUS_BADGE_COLOURS: Record<AnyStatus, BadgeColour> = {
  invite_created: 'default',
  pending_payment: 'orange',
  application_received: 'info',
  in_review: 'warning',
  approved: 'info',
  active: 'success',
  expired: 'default',
  suspended: 'error',
  cancelled: 'error',
  not_yet_eligible: 'default',
};

export const PAYMENT_STATUS_BADGE_COLOURS: Record<PaymentStatus, BadgeColour> = {
  pending: 'orange',
  paid: 'success',
  failed: 'error',
};

const LEGACY_STATUSES: Record<string, ClubStatus> = {
  pending: 'pending_payment',
  rejected: 'cancelled',
};

/** Maps old stored values before saving; anything unrecognised gives null. */
export function normaliseLegacyStatus(status: string | null | undefined): ClubStatus | null {
  const value = (status ?? '').trim().toLowerCase();
  const legacy = LEGACY_STATUSES[value];
  if (legacy) return legacy;
  return isOneOf(CLUB_STATUSES, value) ? value : null;
}

interface PaymentState {
  status: ClubStatus;
  paymentStatus?: PaymentStatus | null;
}

export function isPayable({ status, paymentStatus }: PaymentState): boolean {
  return status === 'approved' && paymentStatus !== 'paid';
}

const CLUB_NOT_YET_PAYABLE: readonly ClubStatus[] = [
  'application_received',
  'in_review',
  'invite_created',
];

export function isClubPayable({ status, paymentStatus }: PaymentState): boolean {
  return paymentStatus === 'pending' && !CLUB_NOT_YET_PAYABLE.includes(status);
}

/** The one status that grants membership rights (until the expiry date passes). */
export const ACTIVE_STATUS = 'active' satisfies ClubStatus;

export type MemberBadge = 'in_review' | 'approved' | 'trial';

const CLOSED_STATUSES = ['expired', 'suspended', 'cancelled'];

/**
 * Badge on a directory card. Member cards carry free-form statuses, so 'paid' counts
 * both as a status and as a payment status on a record that is not closed.
 */
export function memberBadge(
  member: { status?: string | null; paymentStatus?: string | null; joinDate?: string | null },
  today: string,
): MemberBadge | null {
  const status = (member.status ?? '').trim().toLowerCase();
  if (status === 'in_review') return 'in_review';
  if (status === 'approved') return 'approved';
  const trialStatus =
    status === '' ||
    status === 'active' ||
    status === 'paid' ||
    (member.paymentStatus === 'paid' && !CLOSED_STATUSES.includes(status));
  const joined = toIsoDate(member.joinDate);
  if (!trialStatus || !joined) return null;
  return today < addYearsIso(joined, 1) ? 'trial' : null;
}

export interface AccountCompleteness {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
}

/** Tabs other than Account unlock only once these five fields are filled in. */
export function isAccountComplete(account: AccountCompleteness | null | undefined): boolean {
  if (!account) return false;
  const { firstName, lastName, phone, dateOfBirth, gender } = account;
  return [firstName, lastName, phone, dateOfBirth, gender].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** Clubs an athlete may name as their school: approved or active. */
export const LISTED_CLUB_STATUSES = ['approved', 'active'] as const satisfies readonly ClubStatus[];

export function isListedClubStatus(status: unknown): boolean {
  return isOneOf(LISTED_CLUB_STATUSES, status);
}

/** The statuses an administrator sets only with a reason, which the owner is emailed. */
export const NOTICED_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type NoticedStatus = (typeof NOTICED_STATUSES)[number];

/**
 * Whether an edit from `current` to `requested` needs the administrator's reason: a move
 * into active, suspended or cancelled. Keeping the status, or any other status, does not.
 */
export function needsStatusReason(
  current: ClubStatus,
  requested: ClubStatus | null | undefined,
): requested is NoticedStatus {
  return requested != null && requested !== current && isOneOf(NOTICED_STATUSES, requested);
}
