import type { AgeDivision, BeltRank, MembershipRole, Tier } from '../enums';
import type { EntryPaymentStatus } from '../events/event-entries';
import type { RosterStatus } from '../events/event-roster';

// GET /admin/events/{id}/roster, snake_case on the wire; the web imports these.

/**
 * One entrant as the entry's snapshot recorded them when they entered. A type, not an
 * interface: the CSV export reads it as a plain record.
 */
export type EventRosterRowWire = {
  id: string;
  membership_id: string;
  first_name: string;
  last_name: string;
  member_id: string | null;
  club_name: string | null;
  division: AgeDivision | null;
  belt_rank: BeltRank | null;
  role: MembershipRole | null;
  tier: Tier | null;
  status: RosterStatus;
  payment_status: EntryPaymentStatus;
  /** A chargeback of the fee is open: the entry may yet be withdrawn. */
  disputed: boolean;
  fee_cents: number;
  entered_at: string | null;
};

export interface EventRosterWire {
  event: {
    id: string;
    title: string;
    title_es: string | null;
    date: string;
    capacity: number | null;
    entered: number;
    waiting: number;
  };
  rows: EventRosterRowWire[];
  /** How many entries the filters select (every page). */
  total: number;
}
