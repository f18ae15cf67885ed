import { eventEntryPaymentOf, type PaymentPurpose } from '@domain/payment-items';
import { formatCents } from '@domain/pricing';
import { TRANSACTION_STATUSES } from '@domain/transactions';
import type {
  DisputeStatusWire,
  EventEntryPaymentWire,
  PaymentTransactionWire as PaymentTransaction,
} from '@domain/wire/payment';

import { toIsoString } from '../records/records';

/** The latest transaction of each membership (and club), newest first. */
export function latestPerMembership(transactions: PaymentTransaction[]): PaymentTransaction[] {
  const latest = new Map<string, PaymentTransaction>();
  for (const transaction of transactions) {
    // A household payment stands on its own row: it is not one membership's latest.
    const key =
      (transaction.purpose === 'household' ? null : transaction.membership_id) ??
      (transaction.club_membership_id
        ? `club:${transaction.club_membership_id}`
        : `transaction:${transaction.id}`);
    const current = latest.get(key);
    if (!current || (transaction.created_at ?? '') > (current.created_at ?? '')) {
      latest.set(key, transaction);
    }
  }
  return [...latest.values()].sort((a, b) =>
    (b.created_at ?? '').localeCompare(a.created_at ?? ''),
  );
}

/** An amount in cents, in its currency, written as every price is ($167, 297,50 US$). */
export function paymentAmount(locale: string, cents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return formatCents(cents, locale, code);
  } catch {
    // A stored currency Intl does not know: the figure and the code as they are.
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}

type Data = Record<string, unknown>;
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const PURPOSES: readonly PaymentPurpose[] = ['first', 'renewal', 'household'];
const DISPUTE_STATUSES: readonly DisputeStatusWire[] = ['open', 'won', 'lost'];
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.find((item) => item === value) ?? null;

/** An entry fee's event and entrant as a payment stores them; null for dues. */
function eventEntryFromData(data: Data): EventEntryPaymentWire | null {
  const entry = eventEntryPaymentOf(data);
  return entry
    ? {
        entry_id: entry.entryId,
        event_id: entry.eventId,
        membership_id: entry.membershipId,
        event_title: entry.eventTitle,
        event_title_es: entry.eventTitleEs,
        entrant_name: entry.entrantName,
      }
    : null;
}

/**
 * The event title of an entry fee in the reader's language (the English one when there is no
 * Spanish), or null when the payment was stored without it.
 */
export function entryFeeEventTitle(locale: string, entry: EventEntryPaymentWire): string | null {
  return (locale.startsWith('es') ? entry.event_title_es : null) ?? entry.event_title;
}

/** payments/{paymentIntentId} (camelCase, as the payment functions write it) for the tab. */
export function transactionFromData(id: string, data: Data): PaymentTransaction {
  return {
    id,
    membership_id: textOrNull(data.membershipId),
    club_membership_id: textOrNull(data.clubId),
    status: oneOf(TRANSACTION_STATUSES, data.status) ?? 'pending',
    amount: typeof data.amount === 'number' ? data.amount : 0,
    currency: typeof data.currency === 'string' ? data.currency : 'usd',
    payment_method: textOrNull(data.paymentMethod),
    payment_provider: textOrNull(data.paymentProvider),
    created_at: toIsoString(data.createdAt),
    updated_at: toIsoString(data.updatedAt),
    completed_at: toIsoString(data.completedAt),
    failure_reason: textOrNull(data.failureReason),
    purpose: oneOf(PURPOSES, data.purpose),
    membership_ids: Array.isArray(data.membershipIds)
      ? data.membershipIds.filter((value): value is string => typeof value === 'string')
      : [],
    dispute_status: oneOf(DISPUTE_STATUSES, data.disputeStatus),
    event_entry: eventEntryFromData(data),
  };
}
