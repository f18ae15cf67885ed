import type { EventRosterRowWire, EventRosterWire } from '../../domain/wire/event-roster';
import type { StoredEvent } from '../../firestore/collections/events';
import { isoOrNull } from '../shared/iso-date';

import type { RosterEntry } from './event-roster.model';

export function rosterRowToWire(entry: RosterEntry): EventRosterRowWire {
  return {
    id: entry.id,
    membership_id: entry.membershipId,
    first_name: entry.firstName,
    last_name: entry.lastName,
    member_id: entry.memberId,
    club_name: entry.clubName,
    division: entry.division,
    belt_rank: entry.beltRank,
    role: entry.role,
    tier: entry.tier,
    status: entry.status,
    payment_status: entry.paymentStatus,
    disputed: entry.disputed,
    fee_cents: entry.feeCents,
    entered_at: isoOrNull(entry.createdAt),
  };
}

/** The event's line above its roster: how many places are taken and how many wait. */
export function rosterEventToWire(event: StoredEvent): EventRosterWire['event'] {
  return {
    id: event.id,
    title: event.title,
    title_es: event.titleEs,
    date: event.date,
    capacity: event.entry?.capacity ?? null,
    entered: event.entryCounts.entered,
    waiting: event.entryCounts.waiting,
  };
}
