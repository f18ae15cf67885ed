import { associationDate, daysBetween, renewalState, renewedExpiry } from './renewal';

const expiresAt = new Date('2027-03-01T15:00:00Z');
const active = { status: 'active', expiresAt, deletedAt: null };
const at = (iso: string) => new Date(iso);

describe('renewalState', () => {
  it.each([
    ['61 days before the expiry', '2026-12-30T14:59:59Z', 'not_due'],
    ['exactly 60 days before', '2026-12-31T15:00:00Z', 'renewable'],
    ['the day before', '2027-02-28T15:00:00Z', 'renewable'],
    ['on the day, after the moment', '2027-03-01T16:00:00Z', 'renewable'],
    ['364 days after', '2028-02-28T15:00:00Z', 'renewable'],
    ['a moment before 365 days after', '2028-02-29T14:59:59Z', 'renewable'],
    ['365 days after', '2028-02-29T15:00:00Z', 'reapply'],
  ])('%s is %s', (_case, now, state) => {
    expect(renewalState(active, at(now))).toBe(state);
    expect(renewalState({ ...active, status: 'expired' }, at(now))).toBe(state);
  });

  it.each([
    'pending_payment',
    'application_received',
    'in_review',
    'approved',
    'suspended',
    'cancelled',
  ])('a %s record is not renewable', (status) => {
    expect(renewalState({ ...active, status }, at('2027-02-28T00:00:00Z'))).toBe('not_renewable');
  });

  it('a trashed record, or one without an expiry, is not renewable', () => {
    const now = at('2027-02-28T00:00:00Z');
    expect(renewalState({ ...active, deletedAt: now }, now)).toBe('not_renewable');
    expect(renewalState({ ...active, expiresAt: null }, now)).toBe('not_renewable');
    expect(renewalState(active, now)).toBe('renewable');
  });
});

describe('renewedExpiry', () => {
  it('an early renewal adds a year to the current expiry, losing no days', () => {
    expect(renewedExpiry(expiresAt, at('2027-01-10T09:00:00Z')).toISOString()).toBe(
      '2028-03-01T15:00:00.000Z',
    );
  });

  it('a renewal on the expiry day, before its moment, adds a year to the expiry', () => {
    expect(renewedExpiry(expiresAt, at('2027-03-01T10:00:00Z')).toISOString()).toBe(
      '2028-03-01T15:00:00.000Z',
    );
  });

  it('a late renewal runs a year from the payment', () => {
    expect(renewedExpiry(expiresAt, at('2027-05-20T18:30:00Z')).toISOString()).toBe(
      '2028-05-20T18:30:00.000Z',
    );
  });

  it('a renewal paid on 29 February runs to 28 February', () => {
    expect(renewedExpiry(expiresAt, at('2028-02-29T12:00:00Z')).toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });

  it('an expiry on 29 February renewed early moves to 28 February', () => {
    const leap = at('2028-02-29T12:00:00Z');
    expect(renewedExpiry(leap, at('2028-01-15T00:00:00Z')).toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });
});

describe('association calendar', () => {
  it('dates an instant on Illinois days', () => {
    expect(associationDate(at('2027-03-01T03:00:00Z'))).toBe('2027-02-28');
    expect(associationDate(at('2027-03-01T15:00:00Z'))).toBe('2027-03-01');
  });

  it('counts whole days across a leap day and a year end', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-02')).toBe(-30);
  });
});
