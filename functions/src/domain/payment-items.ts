import { isPastExpiry } from './active-member';
import { isOneOf, TIERS, type Tier } from './enums';
import { priceFor } from './pricing';
import { renewalState, renewedExpiry } from './renewal';

// What one card payment pays for, record by record: written into the PaymentIntent's
// metadata when it is prepared, read back by the webhook, and kept on payments/{id}.

export type PaymentItemKind = 'membership' | 'club';
export type ItemPurpose = 'first' | 'renewal';
/** A payment's purpose: one record's first payment or renewal, or several records at once. */
export type PaymentPurpose = ItemPurpose | 'household';

export interface PaymentItem {
  kind: PaymentItemKind;
  id: string;
  purpose: ItemPurpose;
  tier: Tier;
  /** Renewals: the expiry the renewal extends; a later payment for the same period finds it moved. */
  renewsFrom: Date | null;
}

const ITEM_KINDS = ['membership', 'club'] as const;
const ITEM_PURPOSES = ['first', 'renewal'] as const;
// Stripe keeps 50 metadata keys; kind, accountUid, items and 20 records stay well inside.
export const MAX_ITEMS = 20;

/** "<kind>:<id>:<purpose>:<tier>:<renewsFrom ISO or ''>"; record ids never contain ':'. */
export function encodeItem(item: PaymentItem): string {
  const renewsFrom = item.renewsFrom ? item.renewsFrom.toISOString() : '';
  return [item.kind, item.id, item.purpose, item.tier, renewsFrom].join(':');
}

export function decodeItem(value: string): PaymentItem | null {
  const [kind, id, purpose, tier, ...rest] = value.split(':');
  // The ISO time holds colons of its own.
  const iso = rest.join(':');
  const renewsFrom = iso ? new Date(iso) : null;
  if (!isOneOf(ITEM_KINDS, kind) || !id || !isOneOf(ITEM_PURPOSES, purpose)) return null;
  if (!isOneOf(TIERS, tier) || (renewsFrom && Number.isNaN(renewsFrom.getTime()))) return null;
  if ((purpose === 'renewal') !== Boolean(renewsFrom)) return null;
  return { kind, id, purpose, tier, renewsFrom };
}

/** item_0 ... item_N and items = N + 1, as the intent metadata carries them. */
export function itemsMetadata(items: readonly PaymentItem[]): Record<string, string> {
  return Object.fromEntries([
    ['items', String(items.length)],
    ...items.map((item, index) => [`item_${index}`, encodeItem(item)]),
  ]);
}

/** The items of an intent's metadata, or null when any is missing or malformed. */
export function itemsOfMetadata(metadata: Record<string, string>): PaymentItem[] | null {
  const count = Number(metadata.items);
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS) return null;
  const items: PaymentItem[] = [];
  for (let index = 0; index < count; index++) {
    const item = decodeItem(metadata[`item_${index}`] ?? '');
    if (!item) return null;
    items.push(item);
  }
  return items;
}

/** A membership's price by its tier, a club's the club fee (a membership unless `kind` says). */
type Priced = Pick<PaymentItem, 'tier'> & Partial<Pick<PaymentItem, 'kind'>>;

export function itemAmount(item: Priced): number {
  return priceFor(item.kind === 'club' ? 'club' : item.tier);
}

/** What one payment for these records costs: the sum of the domain prices, never the client's. */
export function itemsAmount(items: readonly Priced[]): number {
  return items.reduce((sum, item) => sum + itemAmount(item), 0);
}

export function paymentPurposeOf(items: readonly Pick<PaymentItem, 'purpose'>[]): PaymentPurpose {
  if (items.length > 1) return 'household';
  return items[0]?.purpose ?? 'first';
}

export interface RenewedRecord {
  status: string;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
}

/**
 * The new expiry a renewal payment gives the record, or null when it extends nothing: the
 * record left the renewal window, or another payment already renewed this period.
 */
export function renewalExpiry(record: RenewedRecord, renewsFrom: Date, paidAt: Date): Date | null {
  const current = record.expiresAt;
  if (!current || current.getTime() !== renewsFrom.getTime()) return null;
  if (renewalState(record, paidAt) !== 'renewable') return null;
  return renewedExpiry(current, paidAt);
}

/**
 * Whether another payment renewed the period a renewal was prepared for since: the expiry it
 * renews from has moved on. A second payment for that period bought nothing (already paid).
 */
export function renewedSince(record: RenewedRecord, renewsFrom: Date): boolean {
  return record.expiresAt?.getTime() !== renewsFrom.getTime();
}

/** The standing a record returns to once a suspension is lifted: by its expiry date. */
export function standingByExpiry(expiresAt: Date | null, now: Date): 'active' | 'expired' {
  return isPastExpiry({ expiresAt }, now) ? 'expired' : 'active';
}

/**
 * A refunded renewal gives back what it bought: the year (the expiry returns to what it was)
 * and the tier (a Champion renewal of a Basic member is Basic again), unless the record was
 * renewed again since. Access goes only when that earlier date has passed. `tier` is the tier
 * to put back, null when there is none to restore.
 */
export function refundedRenewal(
  record: { expiresAt: Date | null },
  item: { previousExpiresAt: Date | null; newExpiresAt: Date | null; previousTier: Tier | null },
  now: Date,
): { expiresAt: Date | null; status: 'active' | 'expired'; tier: Tier | null } {
  const undo =
    item.newExpiresAt !== null &&
    record.expiresAt !== null &&
    record.expiresAt.getTime() === item.newExpiresAt.getTime();
  const expiresAt = undo ? item.previousExpiresAt : record.expiresAt;
  return {
    expiresAt,
    status: standingByExpiry(expiresAt, now),
    tier: undo ? item.previousTier : null,
  };
}

/** Whether a dispute may suspend this record: it must hold the standing the payment bought. */
export function disputeSuspends(record: { status: string }): boolean {
  return record.status === 'active' || record.status === 'expired';
}

/**
 * An event entry's fee is one more kind of payment item: an intent of kind 'event_entry'
 * carries one item "event_entry:<entryId>:<feeCents>". The amount is the fee the server
 * computed when it held the place (stored on the entry), never a price of the tier table.
 */
export const EVENT_ENTRY_ITEM_KIND = 'event_entry';

export interface EventEntryItem {
  kind: typeof EVENT_ENTRY_ITEM_KIND;
  /** eventEntries/{id}: `${eventId}_${membershipId}`. */
  entryId: string;
  feeCents: number;
}

export function encodeEventEntryItem({ entryId, feeCents }: Omit<EventEntryItem, 'kind'>): string {
  return [EVENT_ENTRY_ITEM_KIND, entryId, String(feeCents)].join(':');
}

export function decodeEventEntryItem(value: string): EventEntryItem | null {
  const [kind, entryId, fee, ...rest] = value.split(':');
  const feeCents = Number(fee);
  if (kind !== EVENT_ENTRY_ITEM_KIND || !entryId || rest.length > 0) return null;
  if (!Number.isInteger(feeCents) || feeCents <= 0) return null;
  return { kind: EVENT_ENTRY_ITEM_KIND, entryId, feeCents };
}

/** The intent metadata of an entry fee: kind, payer and the one entry item. */
export function eventEntryMetadata(
  accountUid: string,
  item: Omit<EventEntryItem, 'kind'>,
): Record<string, string> {
  return {
    kind: EVENT_ENTRY_ITEM_KIND,
    accountUid,
    items: '1',
    item_0: encodeEventEntryItem(item),
  };
}

/** The entry item and payer of an entry fee's intent, or null for any other intent. */
export function eventEntryOfMetadata(
  metadata: Record<string, string>,
): (EventEntryItem & { accountUid: string }) | null {
  if (metadata.kind !== EVENT_ENTRY_ITEM_KIND || !metadata.accountUid || metadata.items !== '1') {
    return null;
  }
  const item = decodeEventEntryItem(metadata.item_0 ?? '');
  return item ? { ...item, accountUid: metadata.accountUid } : null;
}

/**
 * payments/{id} of an entry fee, beside the fields every payment has: the entry it paid and,
 * for the payer's history, the event's title in both languages and who was entered (payments
 * stored before those were kept carry the ids only).
 */
export interface EventEntryPayment {
  entryId: string;
  eventId: string | null;
  membershipId: string | null;
  eventTitle: string | null;
  eventTitleEs: string | null;
  entrantName: string | null;
}

const storedText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The entry fee a stored payment paid, or null for a payment of dues. */
export function eventEntryPaymentOf(data: Record<string, unknown>): EventEntryPayment | null {
  const entryId = storedText(data.eventEntryId);
  if (data.kind !== EVENT_ENTRY_ITEM_KIND || !entryId) return null;
  return {
    entryId,
    eventId: storedText(data.eventId),
    membershipId: storedText(data.entryMembershipId),
    eventTitle: storedText(data.eventTitle),
    eventTitleEs: storedText(data.eventTitleEs),
    entrantName: storedText(data.entrantName),
  };
}
