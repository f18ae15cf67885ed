import { getAuth } from 'firebase-admin/auth';
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import {
  AGE_DIVISIONS,
  COACH_BELT_RANKS,
  MEMBERSHIP_ROLES,
  isOneOf,
  type AgeDivision,
  type BeltRank,
  type MembershipRole,
} from '../domain/enums';
import type { EntryRules } from '../domain/events/entry-eligibility';
import {
  entryRulesOf,
  type EntryCounts,
  type EntryPaymentStatus,
  type EntrySettings,
  type EntryStatus,
} from '../domain/events/event-entries';
import { mailLanguageFrom, type MailLanguage } from '../mail/mail-message';
import { verifiedSignInEmail, type ReceiptRecipient } from '../payments/receipt-recipient';

import { dateOrNull } from './dates';

// events/{id} and eventEntries/{id} as the entries code (API and webhook) reads them.

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const cents = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);

export interface StoredEvent {
  id: string;
  title: string;
  titleEs: string | null;
  date: string;
  startTime: string | null;
  location: string | null;
  published: boolean;
  cancelledAt: Date | null;
  entry: EntrySettings | null;
  entryCounts: EntryCounts;
}

export function entrySettingsOf(value: unknown): EntrySettings | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Data;
  const fees = (entry.fees ?? {}) as Data;
  const capacity = entry.capacity;
  const minimumBelt = entry.minimumBelt;
  return {
    registrationOpen: entry.registrationOpen === true,
    closesAt: dateOrNull(entry.closesAt),
    capacity:
      typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= 0 ? capacity : null,
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
  return {
    id,
    title: text(data.title) ?? '',
    titleEs: text(data.titleEs),
    date: text(data.date) ?? '',
    startTime: text(data.startTime),
    location: text(data.location),
    published: data.published === true,
    cancelledAt: dateOrNull(data.cancelledAt),
    entry: entrySettingsOf(data.entry),
    entryCounts: {
      entered: cents(counts.entered) ?? 0,
      waiting: cents(counts.waiting) ?? 0,
    },
  };
}

/** An event members may see and enter: published, not cancelled, with entry settings. */
export const isEnterable = (
  event: StoredEvent | null,
): event is StoredEvent & { entry: EntrySettings } =>
  event !== null && event.published && event.cancelledAt === null && event.entry !== null;

export interface StoredEntry {
  id: string;
  eventId: string;
  membershipId: string;
  accountUid: string;
  status: EntryStatus;
  feeCents: number;
  paymentIntentId: string | null;
  paymentStatus: EntryPaymentStatus;
  firstName: string;
  lastName: string;
  createdAt: Date | null;
  withdrawnAt: Date | null;
  offeredAt: Date | null;
  /** Withdrawn with its fee to refund: set in the withdrawal, cleared once Stripe refunded. */
  refundDue: boolean;
  /** A chargeback of the fee: open, or closed won or lost. */
  disputeStatus: EntryDisputeStatus | null;
}

export type EntryDisputeStatus = 'open' | 'won' | 'lost';
const DISPUTE_STATUSES: readonly EntryDisputeStatus[] = ['open', 'won', 'lost'];

export function storedEntryOf(id: string, data: DocumentData): StoredEntry {
  return {
    id,
    eventId: String(data.eventId),
    membershipId: String(data.membershipId),
    accountUid: String(data.accountUid),
    status: data.status as EntryStatus,
    feeCents: cents(data.feeCents) ?? 0,
    paymentIntentId: text(data.paymentIntentId),
    paymentStatus: (text(data.paymentStatus) ?? 'none') as EntryPaymentStatus,
    firstName: text(data.firstName) ?? '',
    lastName: text(data.lastName) ?? '',
    createdAt: dateOrNull(data.createdAt),
    withdrawnAt: dateOrNull(data.withdrawnAt),
    offeredAt: dateOrNull(data.offeredAt),
    refundDue: data.refundDue === true,
    disputeStatus: isOneOf(DISPUTE_STATUSES, data.disputeStatus) ? data.disputeStatus : null,
  };
}

export const entryIdOf = (eventId: string, membershipId: string) => `${eventId}_${membershipId}`;

/**
 * The address and language an entry's emails go to: the household owner's verified sign-in
 * address (as receipts), not the account document's copy of it; null when there is none.
 */
export async function entryRecipient(
  db: Firestore,
  tx: Transaction,
  accountUid: string,
  signInEmail: ReceiptRecipient = verifiedSignInEmail(getAuth()),
): Promise<{ to: string; language: MailLanguage } | null> {
  const account = (await tx.get(db.doc(`accounts/${accountUid}`))).data();
  const to = await signInEmail(accountUid);
  return to ? { to, language: mailLanguageFrom(account?.preferredLanguage) } : null;
}

/** The event's title in the reader's language. */
export const eventTitleIn = (event: StoredEvent, language: MailLanguage) =>
  (language === 'es' ? event.titleEs : null) ?? event.title;

/**
 * When the event's day starts on the association's calendar (America/Chicago), for events
 * without a closing time: entries can be withdrawn until then.
 */
export function eventStartsAt(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    timeZoneName: 'longOffset',
  })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  if (!match) return utcMidnight;
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/**
 * The rules entries are decided by: an event without a closing time takes entries until its
 * day starts, never after it.
 */
export function eventEntryRules(event: StoredEvent & { entry: EntrySettings }): EntryRules {
  return entryRulesOf({
    ...event.entry,
    closesAt: event.entry.closesAt ?? eventStartsAt(event.date),
  });
}
