import { getAuth } from 'firebase-admin/auth';
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { isOneOf } from '../domain/enums';
import type { EntryRules } from '../domain/events/entry-eligibility';
import {
  entryRulesOf,
  type EntryPaymentStatus,
  type EntrySettings,
  type EntryStatus,
} from '../domain/events/event-entries';
import type { MailLanguage } from '../mail/mail-message';
import { verifiedSignInEmail, type ReceiptRecipient } from '../payments/receipt-recipient';

import { readMailLanguage } from './collections/accounts';
import type { StoredEvent } from './collections/events';
import { dateOrNull } from './dates';
import { textOrNull } from './stored-text';

// eventEntries/{id} as the entries code (API and webhook) reads them.

const cents = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** An event members may see and enter: published, not cancelled, with entry settings. */
export const isEnterable = (
  event: StoredEvent | null,
): event is StoredEvent & { entry: EntrySettings } =>
  event !== null && event.isPublic && event.entry !== null;

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
    paymentIntentId: textOrNull(data.paymentIntentId),
    paymentStatus: (textOrNull(data.paymentStatus) ?? 'none') as EntryPaymentStatus,
    firstName: textOrNull(data.firstName) ?? '',
    lastName: textOrNull(data.lastName) ?? '',
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
  const language = await readMailLanguage(db, accountUid, tx);
  const to = await signInEmail(accountUid);
  return to ? { to, language } : null;
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
