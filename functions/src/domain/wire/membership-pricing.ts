import type { Tier } from '../enums';

/** GET /payments/membership-pricing: the price of each tier, in cents. */
export type MembershipPricingWire = {
  currency: string;
  prices: Record<Tier, number>;
};
