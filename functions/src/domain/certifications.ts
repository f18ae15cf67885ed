import { isValidIsoDate } from './dates';
import { AGE_DIVISIONS, isOneOf, type MembershipRole, type RefereeLevel } from './enums';
import { daysBetween } from './renewal';
import { ACTIVE_STATUS } from './status';

// Coaches' and referees' certifications, and whether a membership may compete: plain
// values and 'YYYY-MM-DD' dates in the association's time zone, no Firebase.

export const CERTIFICATION_KINDS = [
  'safesport',
  'background_check',
  'referee_licence',
  'coaching_licence',
] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** One certification as an administrator records it. */
export interface CertificationRecord {
  kind: CertificationKind;
  /** The document's reference: a certificate number, a screening order, a licence number. */
  documentReference: string;
  issuedOn: string | null;
  /** The last day it is valid. */
  expiresOn: string;
  /** Referee licences only. */
  level: RefereeLevel | null;
  deleted?: boolean;
}

/** What each role must hold to be eligible; athletes need none. */
export const REQUIRED_CERTIFICATIONS: Record<MembershipRole, readonly CertificationKind[]> = {
  athlete: [],
  coach: ['safesport', 'background_check', 'coaching_licence'],
  referee: ['safesport', 'background_check', 'referee_licence'],
};

/** What an event requires of a coach's entry: current SafeSport and background check. */
export const COACH_ENTRY_CERTIFICATIONS: readonly CertificationKind[] = [
  'safesport',
  'background_check',
];

/** Days before a certification's expiry on which its holder and the administrators are reminded. */
export const CERTIFICATION_REMINDER_DAYS = 30;

/** Whether a record is valid on `today` (not removed, issued, not past its last day). */
export function isCurrentCertification(record: CertificationRecord, today: string): boolean {
  if (record.deleted || !isValidIsoDate(record.expiresOn)) return false;
  if (record.issuedOn && record.issuedOn > today) return false;
  return record.expiresOn >= today;
}

/**
 * The certifications valid on `today`, one per kind: the one that runs longest, so a
 * renewal recorded before the old one lapses counts from the day it is recorded.
 */
export function currentCertifications(
  records: readonly CertificationRecord[],
  today: string,
): CertificationRecord[] {
  const best = new Map<CertificationKind, CertificationRecord>();
  for (const record of records) {
    if (!isCurrentCertification(record, today)) continue;
    const held = best.get(record.kind);
    if (!held || record.expiresOn > held.expiresOn) best.set(record.kind, record);
  }
  return CERTIFICATION_KINDS.flatMap((kind) => {
    const record = best.get(kind);
    return record ? [record] : [];
  });
}

export type CertificationGap =
  | { code: 'certification_missing'; kind: CertificationKind }
  | { code: 'certification_expired'; kind: CertificationKind; expiredOn: string };

/**
 * The certifications of `required` the records do not hold on `today`: expired when one
 * was held and lapsed (its latest last day), missing when there never was one.
 */
export function certificationGaps(
  required: readonly CertificationKind[],
  records: readonly CertificationRecord[],
  today: string,
): CertificationGap[] {
  const current = new Set(currentCertifications(records, today).map((record) => record.kind));
  return required.flatMap((kind): CertificationGap[] => {
    if (current.has(kind)) return [];
    const lapsed = records
      .filter((record) => record.kind === kind && !record.deleted && record.expiresOn < today)
      .map((record) => record.expiresOn)
      .sort();
    const expiredOn = lapsed[lapsed.length - 1];
    return expiredOn
      ? [{ code: 'certification_expired', kind, expiredOn }]
      : [{ code: 'certification_missing', kind }];
  });
}

/** What the eligibility rule reads of one membership. */
export interface CompetingMembership {
  role: MembershipRole;
  status: string;
  paymentStatus?: string | null;
  /** The membership's last day (association date), or null when it has none yet. */
  expiresOn: string | null;
  division: string | null;
  deleted?: boolean;
}

export type EligibilityReason =
  | { code: 'unpaid' }
  | { code: 'expired'; expiredOn: string | null }
  | { code: 'suspended' }
  | { code: 'not_active' }
  | { code: 'division_not_offered'; division: string | null }
  | CertificationGap;

export type Eligibility =
  { eligible: true; through: string } | { eligible: false; reasons: EligibilityReason[] };

const CLOSED = ['suspended', 'cancelled'];

function standingReasons(membership: CompetingMembership, today: string): EligibilityReason[] {
  const { status, paymentStatus, expiresOn } = membership;
  if (membership.deleted || CLOSED.includes(status)) return [{ code: 'suspended' }];
  if (status === 'expired' || (expiresOn !== null && expiresOn < today)) {
    return [{ code: 'expired', expiredOn: expiresOn }];
  }
  if (paymentStatus !== 'paid') return [{ code: 'unpaid' }];
  if (status !== ACTIVE_STATUS || expiresOn === null) return [{ code: 'not_active' }];
  return [];
}

/**
 * Whether a membership may compete on `today`, and through which day: the earlier of the
 * membership's expiry and, for coaches and referees, the expiry of each certification
 * their role requires. When it may not, every reason, so the page can say why.
 * Athletes compete in one of the association's age divisions (AGE_DIVISIONS).
 */
export function competitionEligibility(
  membership: CompetingMembership,
  certifications: readonly CertificationRecord[],
  today: string,
): Eligibility {
  const reasons = standingReasons(membership, today);
  if (membership.role === 'athlete' && !isOneOf(AGE_DIVISIONS, membership.division)) {
    reasons.push({ code: 'division_not_offered', division: membership.division });
  }
  const required = REQUIRED_CERTIFICATIONS[membership.role];
  reasons.push(...certificationGaps(required, certifications, today));
  if (reasons.length > 0 || membership.expiresOn === null) return { eligible: false, reasons };
  const held = currentCertifications(certifications, today).filter((record) =>
    required.includes(record.kind),
  );
  const through = held.reduce(
    (earliest, record) => (record.expiresOn < earliest ? record.expiresOn : earliest),
    membership.expiresOn,
  );
  return { eligible: true, through };
}

/**
 * The coaches' and referees' "not yet eligible": a live coach or referee membership that
 * lacks a certification its role requires on `today`.
 */
export function isNotYetEligible(
  role: MembershipRole,
  certifications: readonly CertificationRecord[],
  today: string,
): boolean {
  return certificationGaps(REQUIRED_CERTIFICATIONS[role], certifications, today).length > 0;
}

/**
 * Whether the reminder of a certification expiring on `expiresOn` is due on `today`: from
 * 30 days before its last day until that day, once (`remindedFor` is the expiry date a
 * reminder was sent for; a corrected date starts afresh).
 */
export function certificationReminderDue(
  expiresOn: string,
  today: string,
  remindedFor: string | null | undefined,
): boolean {
  if (remindedFor === expiresOn) return false;
  const daysLeft = daysBetween(today, expiresOn);
  return daysLeft >= 0 && daysLeft <= CERTIFICATION_REMINDER_DAYS;
}
