import {
  decodeEventEntryItem,
  decodeItem,
  eventEntryMetadata,
  eventEntryOfMetadata,
  eventEntryPaymentOf,
  encodeItem,
  itemsAmount,
  itemsMetadata,
  itemsOfMetadata,
  paymentPurposeOf,
  refundedRenewal,
  renewalExpiry,
  renewedSince,
  standingByExpiry,
  type PaymentItem,
} from './payment-items';

const expiry = new Date('2027-03-15T17:00:00.000Z');
const renewal: PaymentItem = {
  kind: 'membership',
  id: 'm-1',
  purpose: 'renewal',
  tier: 'champion',
  renewsFrom: expiry,
};
const first: PaymentItem = {
  kind: 'club',
  id: 'c-1',
  purpose: 'first',
  tier: 'club',
  renewsFrom: null,
};

describe('items in the intent metadata', () => {
  it('encodes an item in one short value and reads it back, the time with its colons', () => {
    expect(encodeItem(renewal)).toBe('membership:m-1:renewal:champion:2027-03-15T17:00:00.000Z');
    expect(encodeItem(first)).toBe('club:c-1:first:club:');
    expect(decodeItem(encodeItem(renewal))).toEqual(renewal);
    expect(decodeItem(encodeItem(first))).toEqual(first);
  });

  it('refuses a value that is not an item', () => {
    for (const value of [
      '',
      'membership',
      'gym:m-1:first:basic:',
      'membership:m-1:gift:basic:',
      'membership:m-1:first:gold:',
      'membership::first:basic:',
      'membership:m-1:renewal:basic:',
      'membership:m-1:first:basic:2027-03-15T17:00:00.000Z',
      'membership:m-1:renewal:basic:not-a-date',
    ]) {
      expect(decodeItem(value)).toBeNull();
    }
  });

  it('lists items as item_0 ... item_N with their count, each value under 500 characters', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({
      ...renewal,
      id: `m-${'x'.repeat(100)}-${index}`,
    }));
    const metadata = itemsMetadata(items);

    expect(metadata.items).toBe('20');
    expect(Object.keys(metadata)).toHaveLength(21);
    expect(Object.values(metadata).every((value) => value.length < 500)).toBe(true);
    expect(itemsOfMetadata(metadata)).toEqual(items);
  });

  it('gives no items when the count or any item is missing or malformed', () => {
    expect(itemsOfMetadata({})).toBeNull();
    expect(itemsOfMetadata({ items: '2', item_0: encodeItem(first) })).toBeNull();
    expect(itemsOfMetadata({ items: '0' })).toBeNull();
    expect(itemsOfMetadata({ items: '21' })).toBeNull();
    expect(itemsOfMetadata({ items: '1', item_0: 'club:c-1' })).toBeNull();
  });
});

describe('amounts and purposes', () => {
  it('sums the domain prices: a club at the club price, memberships at their tier', () => {
    expect(itemsAmount([first])).toBe(29700);
    expect(itemsAmount([renewal, { ...renewal, tier: 'basic' }])).toBe(24700 + 16700);
  });

  it('calls one record its own purpose and several a household', () => {
    expect(paymentPurposeOf([first])).toBe('first');
    expect(paymentPurposeOf([renewal])).toBe('renewal');
    expect(paymentPurposeOf([first, renewal])).toBe('household');
  });
});

describe('renewalExpiry', () => {
  const active = { status: 'active', expiresAt: expiry };

  it('extends an early renewal from the expiry, so no day is lost', () => {
    const paidAt = new Date('2027-02-01T10:00:00.000Z');
    expect(renewalExpiry(active, expiry, paidAt)?.toISOString()).toBe('2028-03-15T17:00:00.000Z');
  });

  it('extends a renewal paid on the day from the expiry', () => {
    const paidAt = new Date('2027-03-15T09:00:00.000Z');
    expect(renewalExpiry(active, expiry, paidAt)?.toISOString()).toBe('2028-03-15T17:00:00.000Z');
  });

  it('gives a late renewal a full year from the payment', () => {
    const paidAt = new Date('2027-06-01T12:00:00.000Z');
    const lapsed = { status: 'expired', expiresAt: expiry };
    expect(renewalExpiry(lapsed, expiry, paidAt)?.toISOString()).toBe('2028-06-01T12:00:00.000Z');
  });

  it('extends nothing when another payment already renewed the period', () => {
    const renewed = { status: 'active', expiresAt: new Date('2028-03-15T17:00:00.000Z') };
    expect(renewalExpiry(renewed, expiry, new Date('2027-02-02T00:00:00Z'))).toBeNull();
  });

  it('extends nothing outside the renewal window or for a suspended record', () => {
    expect(renewalExpiry(active, expiry, new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(renewalExpiry(active, expiry, new Date('2028-04-01T00:00:00Z'))).toBeNull();
    const suspended = { status: 'suspended', expiresAt: expiry };
    expect(renewalExpiry(suspended, expiry, new Date('2027-03-01T00:00:00Z'))).toBeNull();
  });
});

describe('refundedRenewal', () => {
  const previous = new Date('2027-03-15T17:00:00.000Z');
  const renewed = new Date('2028-03-15T17:00:00.000Z');
  const item = {
    previousExpiresAt: previous,
    newExpiresAt: renewed,
    previousTier: 'basic' as const,
  };

  it('puts the expiry and the tier back and keeps access while that date is ahead', () => {
    const now = new Date('2027-03-01T00:00:00Z');
    expect(refundedRenewal({ expiresAt: renewed }, item, now)).toEqual({
      expiresAt: previous,
      status: 'active',
      tier: 'basic',
    });
  });

  it('puts the expiry back and takes access away when that date has passed', () => {
    const now = new Date('2027-04-01T00:00:00Z');
    expect(refundedRenewal({ expiresAt: renewed }, item, now)).toEqual({
      expiresAt: previous,
      status: 'expired',
      tier: 'basic',
    });
  });

  it('leaves an expiry and a tier another payment moved since', () => {
    const later = new Date('2029-03-15T17:00:00.000Z');
    const now = new Date('2027-04-01T00:00:00Z');
    expect(refundedRenewal({ expiresAt: later }, item, now)).toEqual({
      expiresAt: later,
      status: 'active',
      tier: null,
    });
  });

  it('restores no tier for a payment stored before items kept it', () => {
    const now = new Date('2027-03-01T00:00:00Z');
    const older = { ...item, previousTier: null };
    expect(refundedRenewal({ expiresAt: renewed }, older, now).tier).toBeNull();
  });
});

describe('renewedSince', () => {
  it('is true once another payment moved the expiry the renewal extends', () => {
    expect(renewedSince({ status: 'active', expiresAt: expiry }, expiry)).toBe(false);
    const moved = new Date('2028-03-15T17:00:00.000Z');
    expect(renewedSince({ status: 'active', expiresAt: moved }, expiry)).toBe(true);
  });
});

describe('standingByExpiry', () => {
  it('is active before the expiry and expired from it on', () => {
    expect(standingByExpiry(expiry, new Date('2027-03-15T16:59:59Z'))).toBe('active');
    expect(standingByExpiry(expiry, expiry)).toBe('expired');
    expect(standingByExpiry(null, expiry)).toBe('active');
  });
});

describe('event entry items', () => {
  it('When an entry fee is encoded into metadata, then it decodes to the same entry, fee and payer', () => {
    const metadata = eventEntryMetadata('uid-1', { entryId: 'ev-1_m-1', feeCents: 3000 });
    expect(eventEntryOfMetadata(metadata)).toEqual({
      kind: 'event_entry',
      entryId: 'ev-1_m-1',
      feeCents: 3000,
      accountUid: 'uid-1',
    });
  });

  it('When the metadata is a membership payment or malformed, then it is no entry fee', () => {
    expect(eventEntryOfMetadata({ kind: 'membership', accountUid: 'u', items: '1' })).toBeNull();
    expect(decodeEventEntryItem('event_entry:ev_m:0')).toBeNull();
    expect(decodeEventEntryItem('event_entry::100')).toBeNull();
    expect(decodeEventEntryItem('membership:m-1:first:basic:')).toBeNull();
  });

  it('When a stored payment paid an entry fee, then it names the entry, the event in both languages and who was entered', () => {
    expect(
      eventEntryPaymentOf({
        kind: 'event_entry',
        eventEntryId: 'ev-1_m-1',
        eventId: 'ev-1',
        entryMembershipId: 'm-1',
        eventTitle: 'Spring Seminar',
        eventTitleEs: 'Seminario de primavera',
        entrantName: 'Maya Khan',
      }),
    ).toEqual({
      entryId: 'ev-1_m-1',
      eventId: 'ev-1',
      membershipId: 'm-1',
      eventTitle: 'Spring Seminar',
      eventTitleEs: 'Seminario de primavera',
      entrantName: 'Maya Khan',
    });
    // Stored before the names were: the ids only.
    expect(eventEntryPaymentOf({ kind: 'event_entry', eventEntryId: 'ev-1_m-1' })).toEqual({
      entryId: 'ev-1_m-1',
      eventId: null,
      membershipId: null,
      eventTitle: null,
      eventTitleEs: null,
      entrantName: null,
    });
    expect(eventEntryPaymentOf({ kind: 'membership', membershipId: 'm-1' })).toBeNull();
  });
});
