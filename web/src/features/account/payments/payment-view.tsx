import type { PaymentTransactionWire } from '@domain/wire/payment';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';

import { entryFeeEventTitle, paymentAmount } from '../../../lib/account/payment-history';
import { fullName, type ClubRecord, type MembershipRecord } from '../../../lib/records/records';

const STATUS_COLOURS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  completed: 'success',
  failed: 'error',
  pending: 'warning',
};

/** The columns of the history table, and the labels of each card's details. */
export const PAYMENT_FIELDS = ['member', 'purpose', 'tier', 'amount', 'status', 'date'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export interface PaymentView {
  id: string;
  /** Who or what was paid for: the member, the household, the club or the person entered. */
  member: string;
  /** A household payment's memberships ('Covers Leo and Mia'), or null. */
  covers: string | null;
  purpose: ReactNode;
  tier: string;
  amount: string;
  status: ReactNode;
  date: string;
}

export interface PaymentLookups {
  memberships: ReadonlyMap<string, MembershipRecord>;
  clubs: ReadonlyMap<string, ClubRecord>;
}

/**
 * What a payment paid, for the table and the cards alike: a first year, a renewal, a
 * household (and which memberships) or an event's entry fee (which event, who was entered),
 * and a disputed payment's state.
 */
export function paymentView(
  intl: IntlShape,
  transaction: PaymentTransactionWire,
  { memberships, clubs }: PaymentLookups,
): PaymentView {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const entry = transaction.event_entry;
  const covered = transaction.membership_ids.flatMap((id) => memberships.get(id) ?? []);
  const household = transaction.purpose === 'household' || covered.length > 1;
  const membership = transaction.membership_id
    ? memberships.get(transaction.membership_id)
    : undefined;
  // A club's fee: the club's name and the Club tier.
  const club = transaction.club_membership_id
    ? clubs.get(transaction.club_membership_id)
    : undefined;
  const tierLabel = (tier: string | null) => t(`myAccount.tier.${tier || 'basic'}`);
  const tier = entry
    ? null
    : household
      ? [...new Set(covered.map((m) => tierLabel(m.membershipTier)))].join(', ')
      : club
        ? tierLabel('club')
        : tierLabel(membership?.membershipTier ?? null);
  // An entry fee: who was entered (stored on the payment, or the household's membership for
  // payments stored before), and the event in the reader's language.
  const entrantMembership = entry?.membership_id ? memberships.get(entry.membership_id) : undefined;
  const entrant = entry
    ? (entry.entrant_name ?? (entrantMembership ? fullName(entrantMembership) : null))
    : null;
  const eventTitle = entry ? entryFeeEventTitle(intl.locale, entry) : null;
  const status = ['completed', 'failed', 'pending'].includes(transaction.status)
    ? transaction.status
    : 'other';
  // Payments made before renewals existed were all first years.
  const purpose = household ? 'household' : (transaction.purpose ?? 'first');
  const date = transaction.completed_at ?? transaction.created_at;

  const member =
    entry && entrant
      ? entrant
      : household
        ? t('myAccount.payments.household')
        : membership
          ? fullName(membership)
          : club
            ? club.clubName
            : t('myAccount.payments.unknownMember');
  return {
    id: transaction.id,
    member,
    covers: household
      ? t('myAccount.payments.covers', {
          names: intl.formatList(covered.map(fullName), { type: 'conjunction' }),
        })
      : null,
    purpose: entry
      ? eventTitle
        ? t('myAccount.payments.entryFeeFor', { event: eventTitle })
        : t('myAccount.payments.entryFee')
      : t(`myAccount.payments.purpose.${purpose}`),
    tier: tier || '—',
    amount: paymentAmount(intl.locale, transaction.amount, transaction.currency),
    status: (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip
          size="small"
          color={STATUS_COLOURS[status] ?? 'default'}
          label={t(`myAccount.payments.status.${status}`)}
        />
        {transaction.dispute_status && (
          <Typography variant="body2" sx={{ fontWeight: 700, maxWidth: 220 }}>
            <FormattedMessage id={`myAccount.payments.dispute.${transaction.dispute_status}`} />
          </Typography>
        )}
      </Stack>
    ),
    date: date ? intl.formatDate(date, { dateStyle: 'medium' }) : '—',
  };
}
