/** Join buttons land on the join page's tiers section. */
export const JOIN_TIERS_LINK = '/join#membership-tiers';
