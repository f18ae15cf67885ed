import {
  AGE_DIVISIONS,
  COACH_BELT_RANKS,
  MEMBERSHIP_ROLES,
  TIERS,
  isOneOf,
  type AgeDivision,
  type BeltRank,
  type MembershipRole,
  type Tier,
} from '../../domain/enums';
import type { EntryPaymentStatus } from '../../domain/events/event-entries';
import { ROSTER_STATUSES, type RosterStatus } from '../../domain/events/event-roster';
import { dateOrNull } from '../../firestore/dates';
import { textOrNull } from '../../firestore/stored-text';

/** An eventEntries/{id} document as the roster reads it: the snapshot taken on entering. */
export interface RosterEntry {
  id: string;
  membershipId: string;
  firstName: string;
  lastName: string;
  memberId: string | null;
  clubName: string | null;
  division: AgeDivision | null;
  beltRank: BeltRank | null;
  role: MembershipRole | null;
  tier: Tier | null;
  status: RosterStatus;
  paymentStatus: EntryPaymentStatus;
  disputed: boolean;
  feeCents: number;
  createdAt: Date | null;
}

type Data = Record<string, unknown>;
const PAYMENT_STATUSES: readonly EntryPaymentStatus[] = ['none', 'pending', 'paid', 'refunded'];

export function rosterEntryOf(id: string, data: Data): RosterEntry {
  const fee = data.feeCents;
  return {
    id,
    membershipId: String(data.membershipId ?? ''),
    firstName: textOrNull(data.firstName) ?? '',
    lastName: textOrNull(data.lastName) ?? '',
    memberId: textOrNull(data.memberId),
    clubName: textOrNull(data.clubName),
    division: isOneOf(AGE_DIVISIONS, data.division) ? data.division : null,
    beltRank: isOneOf(COACH_BELT_RANKS, data.beltRank) ? data.beltRank : null,
    role: isOneOf(MEMBERSHIP_ROLES, data.role) ? data.role : null,
    tier: isOneOf(TIERS, data.tier) ? data.tier : null,
    // The queries select these statuses only.
    status: isOneOf(ROSTER_STATUSES, data.status) ? data.status : 'entered',
    paymentStatus: isOneOf(PAYMENT_STATUSES, data.paymentStatus) ? data.paymentStatus : 'none',
    disputed: data.disputeStatus === 'open',
    feeCents: typeof fee === 'number' && Number.isInteger(fee) && fee >= 0 ? fee : 0,
    createdAt: dateOrNull(data.createdAt),
  };
}
