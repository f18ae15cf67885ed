import { EXPIRY_FILTERS } from '@domain/admin-listing';
import { CLUB_STATUSES, MEMBERSHIP_STATUSES, REVIEW_FILTER_STATUSES } from '@domain/status';

const options = (statuses: readonly string[]) =>
  statuses.map((value) => ({ value, labelId: `memberTable.status.${value}` }));

export const MEMBERSHIP_STATUS_OPTIONS = options(MEMBERSHIP_STATUSES);
/** Coaches and referees may also be filtered on not_yet_eligible. */
export const REVIEW_STATUS_OPTIONS = options(REVIEW_FILTER_STATUSES);
export const CLUB_STATUS_OPTIONS = options(CLUB_STATUSES);

/** The expiry filter of the memberships, coaches, referees and clubs tabs. */
export const EXPIRY_OPTIONS = EXPIRY_FILTERS.map((value) => ({
  value,
  labelId: `admin.expiry.${value}`,
}));

export const MEMBERSHIP_ROLE_OPTIONS = ['athlete', 'coach', 'referee'].map((value) => ({
  value,
  labelId: `memberTable.role.${value}`,
}));
