/** Join buttons land on the join page's tiers section (spec 01 §2, Home). */
export const JOIN_TIERS_LINK = '/join#membership-tiers';
