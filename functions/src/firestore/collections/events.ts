import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

import {
  AGE_DIVISIONS,
  COACH_BELT_RANKS,
  MEMBERSHIP_ROLES,
  isOneOf,
  type AgeDivision,
  type BeltRank,
  type MembershipRole,
} from '../../domain/enums';
import type { CalendarEventSource } from '../../domain/events/calendar-entry';
import type { EntryCounts, EntrySettings } from '../../domain/events/event-entries';
import {
  STORED_EVENT_TYPES,
  type EventType,
  type StoredEventType,
} from '../../domain/events/event-types';
import { dateOrNull } from '../dates';
import { textOrEmpty, textOrNull } from '../stored-text';

import { documentReaders } from './document-readers';

// events/{id}: the public calendar, written only by the API. This module alone reads its
// shape: the console, the calendar, event entries and payments settlement all use it.

/** One stored event. Older events (the demo's) lack the newer fields. */
export interface StoredEvent extends CalendarEventSource {
  type: StoredEventType;
  imageUrl: string | null;
  imageAlt: string | null;
  /** As the console shows it. */
  published: boolean;
  /** Readable by anyone under the rules: the calendar lists it, members may enter it. */
  isPublic: boolean;
  cancelledAt: Date | null;
  entry: EntrySettings | null;
  entryCounts: EntryCounts;
  createdAt: Date | null;
  createdBy: string | null;
}

/** The stored fields, as the API writes them. */
export type EventFields = Omit<StoredEvent, 'id' | 'isPublic'>;

type Data = Record<string, unknown>;
const cents = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);

function entrySettingsOf(value: unknown): EntrySettings | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Data;
  const fees = (entry.fees ?? {}) as Data;
  const minimumBelt = entry.minimumBelt;
  return {
    registrationOpen: entry.registrationOpen === true,
    closesAt: dateOrNull(entry.closesAt),
    capacity: cents(entry.capacity),
    fees: {
      champion: cents(fees.champion),
      basic: cents(fees.basic),
      nonMember: cents(fees.nonMember),
    },
    requiresActiveMembership: entry.requiresActiveMembership !== false,
    roles: list(entry.roles).filter((role): role is MembershipRole =>
      isOneOf(MEMBERSHIP_ROLES, role),
    ),
    divisions: list(entry.divisions).filter((division): division is AgeDivision =>
      isOneOf(AGE_DIVISIONS, division),
    ),
    minimumBelt: isOneOf(COACH_BELT_RANKS, minimumBelt) ? (minimumBelt as BeltRank) : null,
    refundBeforeClose: entry.refundBeforeClose === true,
  };
}

export function storedEventOf(id: string, data: DocumentData): StoredEvent {
  const counts = (data.entryCounts ?? {}) as Data;
  const cancelledAt = dateOrNull(data.cancelledAt);
  return {
    id,
    title: textOrEmpty(data.title),
    titleEs: textOrNull(data.titleEs),
    description: textOrNull(data.description),
    descriptionEs: textOrNull(data.descriptionEs),
    date: textOrEmpty(data.date),
    startTime: textOrNull(data.startTime),
    endTime: textOrNull(data.endTime),
    location: textOrEmpty(data.location),
    type: isOneOf(STORED_EVENT_TYPES, data.type) ? data.type : 'other',
    detailsLink: textOrNull(data.detailsLink),
    imageUrl: textOrNull(data.imageUrl),
    imageAlt: textOrNull(data.imageAlt),
    // Events stored before the console lack the field: it lists them as published, but the
    // rules and the calendar's query match only a stored true, so the public never saw them.
    published: data.published !== false,
    isPublic: data.published === true && cancelledAt === null,
    cancelledAt,
    entry: entrySettingsOf(data.entry),
    entryCounts: { entered: cents(counts.entered) ?? 0, waiting: cents(counts.waiting) ?? 0 },
    createdAt: dateOrNull(data.createdAt),
    updatedAt: dateOrNull(data.updatedAt),
    createdBy: textOrNull(data.createdBy),
  };
}

function fieldsOf(event: StoredEvent): EventFields {
  const { id: _id, isPublic: _isPublic, ...fields } = event;
  return fields;
}

export const eventConverter: FirestoreDataConverter<StoredEvent> = {
  toFirestore: (event) => fieldsOf(event as StoredEvent),
  fromFirestore: (snapshot) => storedEventOf(snapshot.id, snapshot.data()),
};

export const eventsCollection = (db: Firestore): CollectionReference<StoredEvent> =>
  db.collection('events').withConverter(eventConverter);

export const eventRef = (db: Firestore, id: string): DocumentReference<StoredEvent> =>
  eventsCollection(db).doc(id);

const eventReaders = documentReaders(eventsCollection);
/** The event as stored, cancelled or not; null when there is none. */
export const readEvent = eventReaders.read;
export const readEventIn = eventReaders.readIn;

/** The events that exist among `ids`, by id. */
export async function readEvents(db: Firestore, ids: string[]): Promise<Map<string, StoredEvent>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await db.getAll(...unique.map((id) => db.collection('events').doc(id)));
  return new Map(
    snapshots.flatMap((snapshot) => {
      const data = snapshot.data();
      return data ? [[snapshot.id, storedEventOf(snapshot.id, data)] as const] : [];
    }),
  );
}

/**
 * The public's events (published, not cancelled) of one type or all, from `fromDate` on,
 * soonest first (composite indexes published, cancelledAt[, type], date).
 */
export function publicEventsQuery(
  db: Firestore,
  fromDate: string,
  type: EventType | null,
): Query<StoredEvent> {
  let query: Query<StoredEvent> = eventsCollection(db)
    .where('published', '==', true)
    .where('cancelledAt', '==', null);
  if (type) query = query.where('type', '==', type);
  return query.where('date', '>=', fromDate).orderBy('date');
}

/** A new event: its id, written in `tx`. */
export function createEvent(tx: Transaction, db: Firestore, fields: EventFields): string {
  const ref = db.collection('events').doc();
  tx.create(ref, fields);
  return ref.id;
}

export function updateEvent(
  tx: Transaction,
  db: Firestore,
  id: string,
  changes: Partial<EventFields>,
): void {
  tx.update(db.collection('events').doc(id), changes);
}

/** The places taken and waiting, written with the entries that changed them. */
export function writeEntryCounts(
  tx: Transaction,
  db: Firestore,
  eventId: string,
  counts: EntryCounts,
): void {
  tx.update(db.collection('events').doc(eventId), {
    'entryCounts.entered': Math.max(0, counts.entered),
    'entryCounts.waiting': Math.max(0, counts.waiting),
  });
}
