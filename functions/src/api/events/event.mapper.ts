import type { DocumentData } from 'firebase-admin/firestore';

import { isOneOf } from '../../domain/enums';
import { STORED_EVENT_TYPES, eventTypeColor } from '../../domain/events/event-types';
import type { EntrySettingsInput, EventInput } from '../../domain/schemas/event';
import type { EntrySettingsWire, EventWire } from '../../domain/wire/event';
import { dateOrNull } from '../../firestore/dates';

import type { EventContent, EventEntryDoc, EventRecord } from './event.model';

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const countOf = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
const centsOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function entryFromStored(value: unknown): EventEntryDoc | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const fees = (entry.fees ?? {}) as Record<string, unknown>;
  return {
    registrationOpen: entry.registrationOpen === true,
    closesAt: dateOrNull(entry.closesAt),
    capacity: typeof entry.capacity === 'number' ? entry.capacity : null,
    fees: {
      champion: centsOrNull(fees.champion),
      basic: centsOrNull(fees.basic),
      nonMember: centsOrNull(fees.nonMember),
    },
    requiresActiveMembership: entry.requiresActiveMembership !== false,
    roles: Array.isArray(entry.roles) ? (entry.roles as EventEntryDoc['roles']) : [],
    divisions: Array.isArray(entry.divisions)
      ? (entry.divisions as EventEntryDoc['divisions'])
      : [],
    minimumBelt: (textOrNull(entry.minimumBelt) as EventEntryDoc['minimumBelt']) ?? null,
    refundBeforeClose: entry.refundBeforeClose === true,
  };
}

/**
 * An events/{id} document as the services see it. Events stored before administrators
 * managed them (the demo's) lack the newer fields: they read as published, uncancelled.
 */
export function eventFromStored(id: string, data: DocumentData): EventRecord {
  const counts = (data.entryCounts ?? {}) as Record<string, unknown>;
  return {
    id,
    title: String(data.title ?? ''),
    titleEs: textOrNull(data.titleEs),
    description: textOrNull(data.description),
    descriptionEs: textOrNull(data.descriptionEs),
    date: String(data.date ?? ''),
    startTime: textOrNull(data.startTime),
    endTime: textOrNull(data.endTime),
    location: String(data.location ?? ''),
    type: isOneOf(STORED_EVENT_TYPES, data.type) ? data.type : 'other',
    detailsLink: textOrNull(data.detailsLink),
    imageUrl: textOrNull(data.imageUrl),
    imageAlt: textOrNull(data.imageAlt),
    published: data.published !== false,
    cancelledAt: dateOrNull(data.cancelledAt),
    entry: entryFromStored(data.entry),
    entryCounts: { entered: countOf(counts.entered), waiting: countOf(counts.waiting) },
    createdAt: dateOrNull(data.createdAt),
    updatedAt: dateOrNull(data.updatedAt),
    createdBy: textOrNull(data.createdBy),
  };
}

function entryFromInput(entry: EntrySettingsInput): EventEntryDoc {
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

function entryToWire(entry: EventEntryDoc): EntrySettingsWire {
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
    roles: entry.roles,
    divisions: entry.divisions,
    minimum_belt: entry.minimumBelt,
    refund_before_close: entry.refundBeforeClose,
  };
}

export function eventToWire(event: EventRecord): EventWire {
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
