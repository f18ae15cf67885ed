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
