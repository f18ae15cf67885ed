import type { Tier } from './enums';

export const PRICES_CENTS: Record<Tier, number> = { basic: 16700, champion: 24700, club: 29700 };
export const CURRENCY = 'usd';
export const CLUB_INCLUDED_MEMBERSHIPS = 50;

export const PLAN_BENEFIT_TEXT = {
  'plan.benefit.tShirt': 'Association T-shirt',
  'plan.benefit.events': '3 poomsae and 3 sparring events per year',
  'plan.benefit.onlineProfile': 'Online athlete profile',
  'plan.benefit.spotlights': 'Member spotlights',
  'plan.benefit.memberEvents': 'Access to member-only events',
  'plan.benefit.seminarDiscounts': 'Discounts on seminars',
  'plan.benefit.wristbandSticker': 'Wristband and sticker',
  'plan.benefit.campPriority': 'Priority registration for camps',
  'plan.benefit.earlyMerchandise': 'Early access to merchandise',
  'plan.benefit.championBadge': 'Champion badge',
  'plan.benefit.clubMemberships': `Up to ${CLUB_INCLUDED_MEMBERSHIPS} individual memberships included`,
  'plan.benefit.clubListing': 'Club listed in the association directory',
  'plan.benefit.clubManagement': 'Online management of your club members',
  'plan.benefit.clubCoach': 'Coach membership for the club owner',
} as const satisfies Record<string, string>;

export type PlanBenefitKey = keyof typeof PLAN_BENEFIT_TEXT;

const BASIC_BENEFITS: readonly PlanBenefitKey[] = [
  'plan.benefit.tShirt',
  'plan.benefit.events',
  'plan.benefit.onlineProfile',
  'plan.benefit.spotlights',
  'plan.benefit.memberEvents',
];

export const PLAN_BENEFITS: Record<Tier, readonly PlanBenefitKey[]> = {
  basic: BASIC_BENEFITS,
  champion: [
    ...BASIC_BENEFITS,
    'plan.benefit.seminarDiscounts',
    'plan.benefit.wristbandSticker',
    'plan.benefit.campPriority',
    'plan.benefit.earlyMerchandise',
    'plan.benefit.championBadge',
  ],
  club: [
    'plan.benefit.clubMemberships',
    'plan.benefit.clubListing',
    'plan.benefit.clubManagement',
    'plan.benefit.clubCoach',
    'plan.benefit.memberEvents',
  ],
};

export function priceFor(tier: Tier): number {
  return PRICES_CENTS[tier];
}

// Made on first use: building a currency formatter loads locale data, which costs a phone
// tens of milliseconds, and most importers of this module never format a price.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${cents}`;
  let format = formats.get(key);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Cents as a price, the one way the site and its emails write one: whole dollars when there
 * are no cents ('$167', '167 US$'), two decimals when there are ('$297.50', '297,50 US$').
 */
export function formatCents(cents: number, locale = 'en-US', currency = 'USD'): string {
  return currencyFormat(locale, currency.toUpperCase(), cents % 100 !== 0).format(cents / 100);
}

/** The intent id is the part of a Stripe client secret before '_secret_'. */
export function paymentIntentIdFromClientSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : null;
}
