import type { EventInput } from '@domain/schemas/event';
import type { EventListWire, EventWire } from '@domain/wire/event';

import type { RuntimeConfig } from '../../../config/runtime-config';
import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';

/** The body of POST /events and PUT /events/{id}: what the shared schema accepts. */
export type EventPayload = EventInput;

/** A page of every event (drafts and cancelled ones too), latest date first. */
export async function listEvents(
  config: RuntimeConfig,
  { skip, after, limit, when }: Pick<PageQuery, 'skip' | 'after' | 'limit'> & { when: string },
): Promise<ListResult<EventWire>> {
  const body = await signedInRequest<EventListWire>(
    config,
    `/events${queryString({ skip, after, limit, when })}`,
  );
  return { items: body.events ?? [], total: body.total ?? 0 };
}

const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;

export const createEvent = (config: RuntimeConfig, payload: EventPayload) =>
  signedInRequest<EventWire>(config, '/events', { method: 'POST', body: payload });

export const updateEvent = (config: RuntimeConfig, id: string, payload: EventPayload) =>
  signedInRequest<EventWire>(config, eventPath(id), { method: 'PUT', body: payload });

export type EventAction = 'publish' | 'unpublish' | 'cancel' | 'restore';

/** Publish, unpublish, cancel (kept, restorable) or restore an event. */
export const changeEvent = (config: RuntimeConfig, id: string, action: EventAction) =>
  signedInRequest<EventWire>(config, `${eventPath(id)}/${action}`, { method: 'POST' });
