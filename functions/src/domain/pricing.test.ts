import { TIERS } from './enums';
import {
  CLUB_INCLUDED_MEMBERSHIPS,
  CURRENCY,
  PLAN_BENEFITS,
  PLAN_BENEFIT_TEXT,
  formatCents,
  paymentIntentIdFromClientSecret,
  priceFor,
} from './pricing';

describe('pricing', () => {
  it('charges $167, $247 and $297 a year for basic, champion and club', () => {
    expect(priceFor('basic')).toBe(16700);
    expect(priceFor('champion')).toBe(24700);
    expect(priceFor('club')).toBe(29700);
    expect(CURRENCY).toBe('usd');
  });

  it('writes a price in whole dollars when it has no cents, with two decimals when it has', () => {
    expect(formatCents(16700)).toBe('$167');
    expect(formatCents(29700, 'en')).toBe('$297');
    expect(formatCents(29750)).toBe('$297.50');
    expect(formatCents(29790)).toBe('$297.90');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('writes a price as the language writes it, in another currency when told', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatCents(16700, 'es'))).toBe('167 US$');
    expect(spaced(formatCents(29750, 'es'))).toBe('297,50 US$');
    expect(formatCents(1250, 'en', 'eur')).toBe('€12.50');
  });

  it('gives champion every basic benefit plus five more', () => {
    for (const key of PLAN_BENEFITS.basic) expect(PLAN_BENEFITS.champion).toContain(key);
    expect(PLAN_BENEFITS.champion).toHaveLength(PLAN_BENEFITS.basic.length + 5);
    expect(PLAN_BENEFITS.champion).toContain('plan.benefit.championBadge');
    expect(PLAN_BENEFITS.basic).not.toContain('plan.benefit.championBadge');
  });

  it('has English text for every benefit key of every tier', () => {
    for (const tier of TIERS) {
      for (const key of PLAN_BENEFITS[tier]) expect(PLAN_BENEFIT_TEXT[key]).toMatch(/\w/);
    }
  });

  it('says the club plan includes up to 50 memberships', () => {
    expect(CLUB_INCLUDED_MEMBERSHIPS).toBe(50);
    expect(PLAN_BENEFITS.club).toContain('plan.benefit.clubMemberships');
    expect(PLAN_BENEFIT_TEXT['plan.benefit.clubMemberships']).toContain('50');
    expect(PLAN_BENEFIT_TEXT['plan.benefit.events']).toBe(
      '3 poomsae and 3 sparring events per year',
    );
  });

  it('takes the payment intent id from the part of a client secret before _secret_', () => {
    expect(paymentIntentIdFromClientSecret('pi_123_secret_abc')).toBe('pi_123');
    expect(paymentIntentIdFromClientSecret('no-secret-here')).toBeNull();
    expect(paymentIntentIdFromClientSecret('_secret_abc')).toBeNull();
  });
});
