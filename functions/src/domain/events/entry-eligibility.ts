import { isActiveMember, isPastExpiry } from '../active-member';
import { COACH_ENTRY_CERTIFICATIONS, type CertificationKind } from '../certifications';
import { COACH_BELT_RANKS, type AgeDivision, type BeltRank, type MembershipRole } from '../enums';

/** Who an event admits and what each pays; amounts in cents, null when that tier is not admitted. */
export interface EntryRules {
  registrationOpen: boolean;
  /** Entries close at this instant (null: open until the event). */
  closesAt: Date | null;
  requiresActiveMembership: boolean;
  /** Empty: any role. */
  roles: readonly MembershipRole[];
  /** Empty: any division. */
  divisions: readonly AgeDivision[];
  minimumBelt: BeltRank | null;
  fees: { champion: number | null; basic: number | null; nonMember: number | null };
  /**
   * The certifications an entry of each role must hold on the event's day; left out, a
   * coach needs current SafeSport and background check (COACH_ENTRY_CERTIFICATIONS).
   */
  requiredCertifications?: Partial<Record<MembershipRole, readonly CertificationKind[]>>;
}

const DEFAULT_REQUIRED_CERTIFICATIONS: Partial<
  Record<MembershipRole, readonly CertificationKind[]>
> = { coach: COACH_ENTRY_CERTIFICATIONS };

/** What the rules read of one membership of the household. */
export interface Entrant {
  role: MembershipRole;
  division: AgeDivision | null;
  beltRank: BeltRank | null;
  tier: 'basic' | 'champion' | 'club';
  status: string;
  paymentStatus?: string | null;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
  /** The kinds of certification the membership holds on the event's day. */
  certifications?: readonly CertificationKind[];
}

export type IneligibleReason =
  | { code: 'registration_closed' }
  | { code: 'membership_expired' }
  | { code: 'membership_not_active' }
  | { code: 'role_only'; roles: readonly MembershipRole[] }
  | { code: 'division_only'; divisions: readonly AgeDivision[] }
  | { code: 'belt_minimum'; belt: BeltRank }
  | { code: 'certification_required'; kinds: readonly CertificationKind[] };

export type EntryDecision =
  { eligible: true; feeCents: number } | { eligible: false; reasons: IneligibleReason[] };

// The full coloured ladder, lowest first: an athlete's ranks are a subset of it.
const beltOrder = (rank: BeltRank) => (COACH_BELT_RANKS as readonly string[]).indexOf(rank);

function feeFor(rules: EntryRules, entrant: Entrant, active: boolean): number | null {
  if (!active) return rules.fees.nonMember;
  return entrant.tier === 'champion' ? rules.fees.champion : rules.fees.basic;
}

/**
 * Whether a membership may enter an event at `now`, and its fee; every reason it may not,
 * so the entry form can say why. The server calls this again before it holds a place.
 */
export function entryDecision(rules: EntryRules, entrant: Entrant, now: Date): EntryDecision {
  const reasons: IneligibleReason[] = [];
  if (!rules.registrationOpen || (rules.closesAt && rules.closesAt.getTime() <= now.getTime())) {
    reasons.push({ code: 'registration_closed' });
  }
  const active = isActiveMember(entrant, now);
  const fee = feeFor(rules, entrant, active);
  if (!active && (rules.requiresActiveMembership || fee === null)) {
    reasons.push({
      code: isPastExpiry(entrant, now) ? 'membership_expired' : 'membership_not_active',
    });
  }
  if (rules.roles.length > 0 && !rules.roles.includes(entrant.role)) {
    reasons.push({ code: 'role_only', roles: rules.roles });
  }
  if (
    rules.divisions.length > 0 &&
    (entrant.division === null || !rules.divisions.includes(entrant.division))
  ) {
    reasons.push({ code: 'division_only', divisions: rules.divisions });
  }
  if (
    rules.minimumBelt &&
    (entrant.beltRank === null || beltOrder(entrant.beltRank) < beltOrder(rules.minimumBelt))
  ) {
    reasons.push({ code: 'belt_minimum', belt: rules.minimumBelt });
  }
  const required =
    (rules.requiredCertifications ?? DEFAULT_REQUIRED_CERTIFICATIONS)[entrant.role] ?? [];
  const missing = required.filter((kind) => !(entrant.certifications ?? []).includes(kind));
  if (missing.length > 0) reasons.push({ code: 'certification_required', kinds: missing });
  if (reasons.length > 0 || fee === null) return { eligible: false, reasons };
  return { eligible: true, feeCents: fee };
}
