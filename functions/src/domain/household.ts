import type { Tier } from './enums';
import { priceFor } from './pricing';

/** What one payment for several memberships costs, in cents: the sum of their domain prices. */
export function householdTotal(items: readonly { tier: Tier }[]): number {
  return items.reduce((total, item) => total + priceFor(item.tier), 0);
}
