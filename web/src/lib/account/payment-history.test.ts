import type { PaymentTransactionWire as PaymentTransaction } from '@domain/wire/payment';
import { Timestamp } from 'firebase/firestore';

import { latestPerMembership, paymentAmount, transactionFromData } from './payment-history';

const transaction = (id: string, membershipId: string, createdAt: string): PaymentTransaction => ({
  id,
  membership_id: membershipId,
  club_membership_id: null,
  status: 'completed',
  amount: 16700,
  currency: 'usd',
  payment_method: 'card',
  payment_provider: 'stripe',
  created_at: createdAt,
  updated_at: createdAt,
  completed_at: null,
  failure_reason: null,
  purpose: 'first',
  membership_ids: [],
  dispute_status: null,
  event_entry: null,
});

describe('payment history', () => {
  it('keeps only the latest transaction of each membership, newest first', () => {
    const rows = latestPerMembership([
      transaction('t1', 'm1', '2026-03-01T10:00:00Z'),
      transaction('t2', 'm1', '2026-03-02T10:00:00Z'),
      transaction('t3', 'm2', '2026-03-01T12:00:00Z'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['t2', 't3']);
  });

  it("keeps a club's latest fee payment apart from the memberships'", () => {
    const club = (id: string, createdAt: string): PaymentTransaction => ({
      ...transaction(id, 'unused', createdAt),
      membership_id: null,
      club_membership_id: 'c1',
    });
    const rows = latestPerMembership([
      club('c-old', '2026-03-01T10:00:00Z'),
      club('c-new', '2026-03-03T10:00:00Z'),
      transaction('t1', 'm1', '2026-03-02T10:00:00Z'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['c-new', 't1']);
  });

  it('keeps a household payment on its own row beside the latest payment of each membership', () => {
    const rows = latestPerMembership([
      transaction('t1', 'm1', '2026-03-01T10:00:00Z'),
      {
        ...transaction('h1', 'm1', '2026-03-02T10:00:00Z'),
        purpose: 'household',
        membership_ids: ['m1', 'm2'],
      },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['h1', 't1']);
  });

  it("shows an amount in cents in its currency the way the reader's language writes it", () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(paymentAmount('en', 16700, 'usd')).toBe('$167');
    expect(paymentAmount('en', 29750, 'usd')).toBe('$297.50');
    expect(spaced(paymentAmount('es', 29750, 'usd'))).toBe('297,50 US$');
    expect(paymentAmount('en', 500, 'not a code')).toBe('5.00 NOT A CODE');
  });
});

describe('transactionFromData', () => {
  it('reads payments/{intentId} as the payment functions write it', () => {
    const paidAt = Timestamp.fromDate(new Date('2026-03-01T15:00:00Z'));
    expect(
      transactionFromData('pi_1', {
        accountUid: 'u1',
        kind: 'membership',
        membershipId: 'm1',
        clubId: null,
        status: 'completed',
        amount: 16700,
        currency: 'usd',
        paymentMethod: 'card',
        paymentProvider: 'stripe',
        createdAt: paidAt,
        updatedAt: paidAt,
        completedAt: paidAt,
        failureReason: null,
      }),
    ).toEqual({
      id: 'pi_1',
      membership_id: 'm1',
      club_membership_id: null,
      status: 'completed',
      amount: 16700,
      currency: 'usd',
      payment_method: 'card',
      payment_provider: 'stripe',
      created_at: '2026-03-01T15:00:00.000Z',
      updated_at: '2026-03-01T15:00:00.000Z',
      completed_at: '2026-03-01T15:00:00.000Z',
      failure_reason: null,
      purpose: null,
      membership_ids: [],
      dispute_status: null,
      event_entry: null,
    });
  });

  it('reads an entry fee: the entry, the event in both languages and who was entered', () => {
    const row = transactionFromData('pi_4', {
      accountUid: 'u1',
      kind: 'event_entry',
      purpose: 'event_entry',
      eventEntryId: 'ev-1_m-1',
      eventId: 'ev-1',
      entryMembershipId: 'm-1',
      eventTitle: 'Spring Seminar',
      eventTitleEs: 'Seminario de primavera',
      entrantName: 'Maya Khan',
      membershipId: null,
      status: 'completed',
      amount: 3000,
    });
    expect(row).toMatchObject({
      membership_id: null,
      amount: 3000,
      event_entry: {
        entry_id: 'ev-1_m-1',
        event_id: 'ev-1',
        membership_id: 'm-1',
        event_title: 'Spring Seminar',
        event_title_es: 'Seminario de primavera',
        entrant_name: 'Maya Khan',
      },
    });
  });

  it('leaves a club payment without a membership and keeps a failure reason', () => {
    const row = transactionFromData('pi_2', {
      kind: 'club',
      membershipId: null,
      clubId: 'c1',
      status: 'failed',
      amount: 29700,
      currency: 'usd',
      createdAt: Timestamp.fromDate(new Date('2026-03-02T15:00:00Z')),
      completedAt: null,
      failureReason: 'Your card was declined.',
    });
    expect(row).toMatchObject({
      membership_id: null,
      club_membership_id: 'c1',
      status: 'failed',
      completed_at: null,
      failure_reason: 'Your card was declined.',
    });
  });

  it("reads a household renewal's purpose, memberships and dispute, ignoring unknown values", () => {
    const row = transactionFromData('pi_3', {
      kind: 'household',
      purpose: 'household',
      membershipIds: ['m1', 'm2', 7],
      disputeStatus: 'open',
      status: 'completed',
    });
    expect(row).toMatchObject({
      purpose: 'household',
      membership_ids: ['m1', 'm2'],
      dispute_status: 'open',
    });
    expect(transactionFromData('pi_4', { purpose: 'gift', disputeStatus: 'maybe' })).toMatchObject({
      purpose: null,
      dispute_status: null,
    });
  });
});
