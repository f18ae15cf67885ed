import type { EventEntryWire } from '../../domain/wire/event-entries';
import type { StoredEntry } from '../../firestore/event-entry-records';
import { isoOrNull } from '../shared/iso-date';

export function entryToWire(entry: StoredEntry): EventEntryWire {
  return {
    id: entry.id,
    event_id: entry.eventId,
    membership_id: entry.membershipId,
    status: entry.status,
    fee_cents: entry.feeCents,
    payment_status: entry.paymentStatus,
    first_name: entry.firstName,
    last_name: entry.lastName,
    created_at: isoOrNull(entry.createdAt),
    withdrawn_at: isoOrNull(entry.withdrawnAt),
    offered_at: isoOrNull(entry.offeredAt),
  };
}
