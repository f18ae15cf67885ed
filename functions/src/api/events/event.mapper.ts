import type { EntrySettings } from '../../domain/events/event-entries';
import { eventTypeColor } from '../../domain/events/event-types';
import type { EntrySettingsInput, EventInput } from '../../domain/schemas/event';
import type { EntrySettingsWire, EventWire } from '../../domain/wire/event';
import type { StoredEvent } from '../../firestore/collections/events';

import type { EventContent } from './event.model';

function entryFromInput(entry: EntrySettingsInput): EntrySettings {
  return {
    registrationOpen: entry.registration_open,
    closesAt: entry.closes_at ? new Date(entry.closes_at) : null,
    capacity: entry.capacity ?? null,
    fees: {
      champion: entry.fees.champion ?? null,
      basic: entry.fees.basic ?? null,
      nonMember: entry.fees.non_member ?? null,
    },
    requiresActiveMembership: entry.requires_active_membership,
    roles: [...entry.roles],
    divisions: [...entry.divisions],
    minimumBelt: entry.minimum_belt ?? null,
    refundBeforeClose: entry.refund_before_close,
  };
}

/** The fields an administrator's form sets, as stored (camelCase, nulls for blanks). */
export function contentFromInput(input: EventInput): EventContent {
  return {
    title: input.title,
    titleEs: input.title_es,
    description: input.description ?? null,
    descriptionEs: input.description_es ?? null,
    date: input.date,
    startTime: input.start_time ?? null,
    endTime: input.end_time ?? null,
    location: input.location,
    type: input.type,
    detailsLink: input.details_link ?? null,
    imageUrl: input.image ?? null,
    imageAlt: input.image_alt ?? null,
    entry: input.entry ? entryFromInput(input.entry) : null,
  };
}

function entryToWire(entry: EntrySettings): EntrySettingsWire {
  return {
    registration_open: entry.registrationOpen,
    closes_at: entry.closesAt?.toISOString() ?? null,
    capacity: entry.capacity,
    fees: {
      champion: entry.fees.champion,
      basic: entry.fees.basic,
      non_member: entry.fees.nonMember,
    },
    requires_active_membership: entry.requiresActiveMembership,
    roles: [...entry.roles],
    divisions: [...entry.divisions],
    minimum_belt: entry.minimumBelt,
    refund_before_close: entry.refundBeforeClose,
  };
}

export function eventToWire(event: StoredEvent): EventWire {
  return {
    id: event.id,
    title: event.title,
    title_es: event.titleEs,
    description: event.description,
    description_es: event.descriptionEs,
    date: event.date,
    start_time: event.startTime,
    end_time: event.endTime,
    location: event.location,
    type: event.type,
    color: eventTypeColor(event.type),
    details_link: event.detailsLink,
    image_url: event.imageUrl,
    image_alt: event.imageAlt,
    published: event.published,
    cancelled_at: event.cancelledAt?.toISOString() ?? null,
    entry: event.entry ? entryToWire(event.entry) : null,
    entry_counts: event.entryCounts,
    created_at: event.createdAt?.toISOString() ?? null,
    updated_at: event.updatedAt?.toISOString() ?? null,
  };
}
