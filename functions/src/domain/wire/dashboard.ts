import type { AgeDivision, Tier } from '../enums';
import type { MembershipStatus } from '../status';

/** One figure of a breakdown: a fixed key (status, tier, division) and its count. */
export type DashboardCount<K extends string> = { key: K; count: number };

/** One of the clubs with the most active members. */
export type DashboardClubCount = { club_id: string; name: string; count: number };

/** One calendar month (America/Chicago), 'YYYY-MM', oldest first. */
export type DashboardMonth = {
  month: string;
  /** Memberships first activated in the month (not deleted since). */
  new_members: number;
  /**
   * Payments completed in the month, in cents, less their partial refunds (fully refunded
   * payments are not counted).
   */
  revenue_cents: number;
};

/** An upcoming published event with the places taken and waiting. */
export type DashboardEvent = {
  id: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  entered: number;
  waiting: number;
};

/**
 * The board's figures (GET /admin/dashboard), each from an aggregation query or a counter a
 * trigger keeps: never from reading every record.
 */
export type DashboardWire = {
  /** When the figures were computed (ISO). */
  generated_at: string;
  /** Memberships (not deleted) by status, every status listed. */
  members_by_status: DashboardCount<MembershipStatus>[];
  /** Active memberships by tier, every tier listed. */
  members_by_tier: DashboardCount<Tier>[];
  /** Active memberships by age division, every division listed; null: none recorded. */
  members_by_division: DashboardCount<AgeDivision | 'none'>[];
  /** Active memberships by club: the clubs with the most, then the rest together. */
  members_by_club: {
    top: DashboardClubCount[];
    /** Active members of every other club. */
    other_clubs: number;
    /** Active members of no club. */
    no_club: number;
  };
  /** The last 12 months, oldest first, the current month last. */
  months: DashboardMonth[];
  /** Active memberships whose expiry falls in the next 60 days. */
  renewals_due_60_days: number;
  /** The next published, not cancelled events, soonest first. */
  upcoming_events: DashboardEvent[];
  /** Live certifications whose last valid day falls in the next 30 and 60 days. */
  certifications_expiring: { within_30_days: number; within_60_days: number };
  /**
   * What computing the figures read: aggregation queries (each billed as one document read
   * per thousand index entries it counts) and documents returned by the other queries.
   */
  reads: { aggregation_queries: number; document_queries: number; documents: number };
};
