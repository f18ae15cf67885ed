import { EXPIRY_FILTERS } from '@domain/admin-listing';
import { valueIfOneOf } from '@domain/enums';

export interface PageQuery {
  skip: number;
  /** The previous page's last row: the server starts after it and reads only this page. */
  after?: string;
  limit: number;
  search?: string;
  status?: string;
  role?: string;
  /** The Trash view: soft-deleted records only. */
  deleted?: boolean;
  /** within_30_days, within_60_days or expired (the live table only). */
  expiry?: string;
}

/**
 * The query of a filtered admin list: the page, the search and the Trash view as they are;
 * the status and expiry only when the server filters on them ('all' is no filter).
 */
export const filteredListQuery = <S extends string>(
  { skip, after, limit, search, deleted, status, expiry }: PageQuery,
  statuses: readonly S[],
) => ({
  skip,
  after,
  limit,
  search,
  deleted,
  status: valueIfOneOf(statuses, status),
  expiry: valueIfOneOf(EXPIRY_FILTERS, expiry),
});

/** The statuses an administrator sets only with a reason, and the route that sets each. */
export const REASONED_STATUSES = {
  active: 'activate',
  suspended: 'suspend',
  cancelled: 'cancel',
} as const;
export type ReasonedStatus = keyof typeof REASONED_STATUSES;

export const isReasonedStatus = (status: string): status is ReasonedStatus =>
  Object.hasOwn(REASONED_STATUSES, status);

export interface ListResult<T> {
  items: T[];
  total: number;
}

/** Path of the club registration link, whatever host the server put in front of it. */
export const registrationPath = (code: string) =>
  `/register-club?invite_code=${encodeURIComponent(code)}`;
