import { AGE_DIVISIONS, valueIfOneOf } from '@domain/enums';
import { ROSTER_PAID_FILTERS, ROSTER_STATUSES } from '@domain/events/event-roster';
import type { EventRosterFilter, EventRosterQuery } from '@domain/schemas/event-roster';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

import { saveCsv } from './export-csv';

/** The roster's filters as its toolbar holds them; 'all' or blank: no filter. */
export interface RosterToolbarFilter {
  status?: string;
  paid?: string;
  club?: string;
  division?: string;
  search?: string;
}

/** Where a page starts (after the previous page's last row) and how long it is. */
export type EventRosterPage = Pick<EventRosterQuery, 'skip' | 'after' | 'limit'>;

/** The filters the API takes: 'all', blank or any value it does not filter on is no filter. */
const rosterQuery = ({ status, paid, club, division, search }: RosterToolbarFilter) =>
  ({
    status: valueIfOneOf(ROSTER_STATUSES, status),
    paid: valueIfOneOf(ROSTER_PAID_FILTERS, paid),
    club: club?.trim() || undefined,
    division: valueIfOneOf(AGE_DIVISIONS, division),
    search: search?.trim() || undefined,
  }) satisfies EventRosterFilter;

/** One page of an event's entries (not withdrawn), by last name, with its counts. */
export const getEventRoster = (
  config: RuntimeConfig,
  eventId: string,
  filter: RosterToolbarFilter,
  { skip, after, limit }: EventRosterPage,
) =>
  callApi(config, 'GET /admin/events/{id}/roster', {
    path: { id: eventId },
    query: { ...rosterQuery(filter), skip, after, limit },
  });

/** The same entries as the roster under the same filters, every page, as a CSV file. */
export async function downloadEventRosterCsv(
  config: RuntimeConfig,
  eventId: string,
  filter: RosterToolbarFilter,
) {
  const csv = await callApi(config, 'GET /admin/export/event-roster.csv', {
    query: { event_id: eventId, ...rosterQuery(filter) },
  });
  saveCsv(csv, 'event-roster');
}
