import type { EventListView } from '@domain/events/event-list-views';
import type { EventInput } from '@domain/schemas/event';
import type { EventWire } from '@domain/wire/event';

import type { RuntimeConfig } from '../../../config/runtime-config';
import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';
import { callApi } from '../../../lib/api/call-api';

/** The body of POST /events and PUT /events/{id}: what the shared schema accepts. */
export type EventPayload = EventInput;

/** A page of every event (drafts and cancelled ones too), latest date first. */
export async function listEvents(
  config: RuntimeConfig,
  {
    skip,
    after,
    limit,
    when,
  }: Pick<PageQuery, 'skip' | 'after' | 'limit'> & { when: EventListView },
): Promise<ListResult<EventWire>> {
  const body = await callApi(config, 'GET /events', { query: { skip, after, limit, when } });
  return { items: body.events, total: body.total };
}

export const createEvent = (config: RuntimeConfig, payload: EventPayload) =>
  callApi(config, 'POST /events', { body: payload });

export const updateEvent = (config: RuntimeConfig, id: string, payload: EventPayload) =>
  callApi(config, 'PUT /events/{id}', { path: { id }, body: payload });

export type EventAction = 'publish' | 'unpublish' | 'cancel' | 'restore';

/** Publish, unpublish, cancel (kept, restorable) or restore an event. */
export const changeEvent = (config: RuntimeConfig, id: string, action: EventAction) =>
  callApi(config, `POST /events/{id}/${action}`, { path: { id } });
