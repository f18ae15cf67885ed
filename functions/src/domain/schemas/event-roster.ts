import { number, type InferType } from 'yup';

import { AGE_DIVISIONS } from '../enums';
import { ROSTER_PAID_FILTERS, ROSTER_STATUSES } from '../events/event-roster';

import { oneOfText, optionalText, recordIdField, strictObject } from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

export const ROSTER_PAGE_SIZE = 25;
export const ROSTER_MAX_PAGE_SIZE = 100;

// 'all' or an empty value means no filter, as in the other admin tables.
const allToUndefined = (value: unknown) => (value === 'all' ? undefined : value);
const filterOf = <T extends string>(list: readonly T[]) =>
  oneOfText(list).transform(allToUndefined).optional();

/** The roster's filters, the same for the table and its CSV. */
const rosterFilters = {
  status: filterOf(ROSTER_STATUSES),
  paid: filterOf(ROSTER_PAID_FILTERS),
  club: optionalText(200),
  division: filterOf(AGE_DIVISIONS),
  // A name or member ID, matched from the start of any word of them.
  search: optionalText(100),
};

/** GET /admin/events/{id}/roster */
export const eventRosterQuerySchema = strictObject({
  ...rosterFilters,
  skip: number().typeError(INVALID_TYPE_MESSAGE).integer().min(0).max(10_000).default(0),
  limit: number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer()
    .min(1)
    .max(ROSTER_MAX_PAGE_SIZE)
    .default(ROSTER_PAGE_SIZE),
  // The previous page's last entry: the next page starts after it.
  after: recordIdField().optional(),
});

/** GET /admin/export/event-roster.csv: the roster's filters, every row, for one event. */
export const eventRosterExportQuerySchema = strictObject({
  ...rosterFilters,
  event_id: recordIdField().required(REQUIRED_MESSAGE),
});

export type EventRosterQuery = InferType<typeof eventRosterQuerySchema>;
export type EventRosterExportQuery = InferType<typeof eventRosterExportQuerySchema>;
/** The filters alone, as both routes pass them to the service. */
export type EventRosterFilter = Pick<
  EventRosterQuery,
  'status' | 'paid' | 'club' | 'division' | 'search'
>;
