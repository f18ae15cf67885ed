import type { EventRosterWire } from '@domain/wire/event-roster';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';

import { downloadExport } from './export-csv';

/** The roster's filters as the API takes them; 'all' or blank: no filter. */
export interface EventRosterFilter {
  status?: string;
  paid?: string;
  club?: string;
  division?: string;
  search?: string;
}

export interface EventRosterPage {
  skip: number;
  /** The previous page's last row: the server starts after it. */
  after?: string;
  limit: number;
}

/** One page of an event's entries (not withdrawn), by last name, with its counts. */
export const getEventRoster = (
  config: RuntimeConfig,
  eventId: string,
  filter: EventRosterFilter,
  { skip, after, limit }: EventRosterPage,
) =>
  signedInRequest<EventRosterWire>(
    config,
    `/admin/events/${encodeURIComponent(eventId)}/roster${queryString({ ...filter, skip, after, limit })}`,
  );

/** The same entries as the roster under the same filters, every page, as a CSV file. */
export const downloadEventRosterCsv = (
  config: RuntimeConfig,
  eventId: string,
  filter: EventRosterFilter,
) => downloadExport(config, 'event-roster.csv', { event_id: eventId, ...filter }, 'event-roster');
