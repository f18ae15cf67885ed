// The year-two demo: a member whose membership expires in 20 days, one whose membership
// expired 10 days ago, and a parent whose two children are both due. Their dates only mean
// something relative to today, so the seed writes them at its own fixed moment and
// `npm start` / `npm test` move them to the real today (redate-renewal-demo.mjs), both
// through this one function.
import { membershipExpiry } from '../../functions/lib/domain/active-member.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const RENEWAL_DEMO = {
  expiringInDays: 20,
  expiredDaysAgo: 10,
  familyDueInDays: 25,
};

/** A year's membership that ends at `expiresAt`: paid and activated one year before it. */
function yearEndingAt(expiresAt) {
  const activatedAt = new Date(expiresAt.getTime());
  activatedAt.setUTCFullYear(expiresAt.getUTCFullYear() - 1);
  // membershipExpiry moves 29 February to 28 February: keep the pair consistent with it.
  return { activatedAt, expiresAt: membershipExpiry(activatedAt) };
}

/** The changing fields of each year-two demo membership, seen from `now`. */
export function renewalDemoDates(now) {
  const inDays = (days) => new Date(now.getTime() + days * DAY_MS);
  const expiring = yearEndingAt(inDays(RENEWAL_DEMO.expiringInDays));
  const lapsed = yearEndingAt(inDays(-RENEWAL_DEMO.expiredDaysAgo));
  const family = yearEndingAt(inDays(RENEWAL_DEMO.familyDueInDays));
  return {
    'm-nina': { status: 'active', ...expiring },
    'm-omar': { status: 'expired', ...lapsed },
    'm-mia': { status: 'active', ...family },
    'm-diego': { status: 'active', ...family },
  };
}
