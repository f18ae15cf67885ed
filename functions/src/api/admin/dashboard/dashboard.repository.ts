import {
  AggregateField,
  type AggregateSpec,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';

import {
  CERTIFICATION_WINDOWS_DAYS,
  DASHBOARD_TOP_CLUBS,
  DASHBOARD_UPCOMING_EVENTS,
  dashboardMonths,
  dayWindow,
  RENEWAL_WINDOW_DAYS,
} from '../../../domain/dashboard';
import { AGE_DIVISIONS, TIERS } from '../../../domain/enums';
import { associationDate } from '../../../domain/renewal';
import { MEMBERSHIP_STATUSES } from '../../../domain/status';
import type { DashboardWire } from '../../../domain/wire/dashboard';
import { clubsCollection } from '../../../firestore/collections/clubs';
import { publicEventsQuery } from '../../../firestore/collections/events';
import { membershipsCollection } from '../../../firestore/collections/memberships';
import { paymentsCollection } from '../../../firestore/collections/payments';
import { eventStartsAt } from '../../../firestore/event-entry-records';
import { CLUB_MEMBER_COUNTS } from '../../../triggers/club-member-counts';

// certifications/{id} (expiresOn 'YYYY-MM-DD', deletedAt null while live): counted by name.
const CERTIFICATIONS = 'certifications';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts what the figures read, so the answer (and the bench) can say it. */
function readTally() {
  const reads = { aggregation_queries: 0, document_queries: 0, documents: 0 };
  return {
    reads,
    async count(query: Query): Promise<number> {
      reads.aggregation_queries += 1;
      return (await query.count().get()).data().count;
    },
    async sum(query: Query, field: string): Promise<number> {
      reads.aggregation_queries += 1;
      const spec = { total: AggregateField.sum(field) } satisfies AggregateSpec;
      return (await query.aggregate(spec).get()).data().total ?? 0;
    },
    async docs<T>(query: Query<T>) {
      reads.document_queries += 1;
      const snapshot = await query.get();
      reads.documents += snapshot.size;
      return snapshot.docs;
    },
  };
}

/** The Chicago midnight that starts a 'YYYY-MM-DD' day. */
const dayStart = (day: string) => eventStartsAt(day) ?? new Date(`${day}T00:00:00Z`);

/**
 * The board's figures, each an aggregation query over an indexed filter or a trigger-kept
 * counter: a fixed number of queries (statuses, tiers, divisions and months are fixed lists)
 * and at most DASHBOARD_TOP_CLUBS + DASHBOARD_UPCOMING_EVENTS documents read.
 */
export function dashboardRepository(db: Firestore) {
  return {
    async figures(now: Date): Promise<DashboardWire> {
      const tally = readTally();
      const live = membershipsCollection(db).where('deletedAt', '==', null);
      const active = live.where('status', '==', 'active');

      const byStatus = Promise.all(
        MEMBERSHIP_STATUSES.map(async (key) => ({
          key,
          count: await tally.count(live.where('status', '==', key)),
        })),
      );
      const byTier = Promise.all(
        TIERS.map(async (key) => ({
          key,
          count: await tally.count(active.where('membershipTier', '==', key)),
        })),
      );
      const byDivision = Promise.all(
        [...AGE_DIVISIONS, null].map(async (division) => ({
          key: division ?? ('none' as const),
          count: await tally.count(active.where('division', '==', division)),
        })),
      );
      const completedIn = (start: Date, end: Date) =>
        paymentsCollection(db)
          .where('status', '==', 'completed')
          .where('completedAt', '>=', start)
          .where('completedAt', '<', end);
      const months = Promise.all(
        dashboardMonths(now).map(async ({ month, from, until }) => {
          const [start, end] = [dayStart(from), dayStart(until)];
          const [newMembers, revenue] = await Promise.all([
            tally.count(live.where('activatedAt', '>=', start).where('activatedAt', '<', end)),
            // Fully refunded payments are no longer completed; partial refunds are subtracted.
            // Two queries: a payment stored without amountRefunded would leave one query
            // summing both fields without its amount (the emulator does so).
            Promise.all([
              tally.sum(completedIn(start, end), 'amount'),
              tally.sum(completedIn(start, end), 'amountRefunded'),
            ]).then(([amount, refunded]) => amount - refunded),
          ]);
          return { month, new_members: newMembers, revenue_cents: revenue };
        }),
      );
      const renewals = tally.count(
        active
          .where('expiresAt', '>=', now)
          .where('expiresAt', '<', new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS)),
      );
      const events = tally
        .docs(publicEventsQuery(db, associationDate(now), null).limit(DASHBOARD_UPCOMING_EVENTS))
        .then((docs) =>
          docs.map((doc) => {
            const event = doc.data();
            return {
              id: event.id,
              title: event.title,
              date: event.date,
              entered: event.entryCounts.entered,
              waiting: event.entryCounts.waiting,
            };
          }),
        );
      const certifications = Promise.all(
        CERTIFICATION_WINDOWS_DAYS.map((days) => {
          const { from, through } = dayWindow(now, days);
          return tally.count(
            db
              .collection(CERTIFICATIONS)
              .where('deletedAt', '==', null)
              .where('expiresOn', '>=', from)
              .where('expiresOn', '<=', through),
          );
        }),
      );
      const clubs = clubFigures(db, tally);

      const [status, tier, division, monthly, renewalsDue, upcoming, [within30, within60], club] =
        await Promise.all([
          byStatus,
          byTier,
          byDivision,
          months,
          renewals,
          events,
          certifications,
          clubs,
        ]);
      const activeCount = status.find((entry) => entry.key === 'active')?.count ?? 0;
      return {
        generated_at: now.toISOString(),
        members_by_status: status,
        members_by_tier: tier,
        members_by_division: division,
        members_by_club: {
          top: club.top,
          other_clubs: Math.max(0, club.inClubs - club.top.reduce((sum, c) => sum + c.count, 0)),
          no_club: Math.max(0, activeCount - club.inClubs),
        },
        months: monthly,
        renewals_due_60_days: renewalsDue,
        upcoming_events: upcoming,
        certifications_expiring: { within_30_days: within30 ?? 0, within_60_days: within60 ?? 0 },
        reads: tally.reads,
      };
    },
  };
}

/** The clubs with the most active members (trigger-kept counters) with their names. */
async function clubFigures(db: Firestore, tally: ReturnType<typeof readTally>) {
  const counters = db.collection(CLUB_MEMBER_COUNTS);
  const [topDocs, inClubs] = await Promise.all([
    tally.docs(
      counters.where('members', '>', 0).orderBy('members', 'desc').limit(DASHBOARD_TOP_CLUBS),
    ),
    tally.sum(counters, 'members'),
  ]);
  const names = new Map<string, string>();
  if (topDocs.length > 0) {
    tally.reads.document_queries += 1;
    const clubs = await db.getAll(...topDocs.map((doc) => clubsCollection(db).doc(doc.id)));
    tally.reads.documents += clubs.length;
    for (const club of clubs) names.set(club.id, String(club.get('clubInfo.clubName') ?? ''));
  }
  return {
    top: topDocs.map((doc) => ({
      club_id: doc.id,
      name: names.get(doc.id) ?? '',
      count: Number(doc.get('members') ?? 0),
    })),
    inClubs,
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
