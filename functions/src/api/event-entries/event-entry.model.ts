import { divisionFor } from '../../domain/age';
import {
  AGE_DIVISIONS,
  COACH_BELT_RANKS,
  MEMBERSHIP_ROLES,
  TIERS,
  isOneOf,
  type AgeDivision,
} from '../../domain/enums';
import type { Entrant } from '../../domain/events/entry-eligibility';
import { dateOrNull } from '../../firestore/dates';

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

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function householdMembershipOf(id: string, data: Data): HouseholdMembership {
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

/** The entrant on the event's day: the division is the explicit one, else by age then. */
export function entrantOn(membership: HouseholdMembership, eventDate: string): Entrant {
  let division: AgeDivision | null = membership.explicitDivision;
  try {
    division = divisionFor(membership.dateOfBirth, eventDate, membership.explicitDivision);
  } catch {
    // No usable birth date: only an explicit division counts.
  }
  return { ...membership.entrant, division };
}
