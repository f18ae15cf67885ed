import { changedFieldNames } from '../../domain/audit-diff';
import { chicagoDateTime } from '../../domain/events/chicago-time';
import type { EventListView } from '../../domain/events/event-list-views';
import { storedLogoProblem } from '../../domain/image-dimensions';
import type { EventInput } from '../../domain/schemas/event';
import type { ValidationMessageKey } from '../../domain/validation-messages';
import type { EventFields, StoredEvent } from '../../firestore/collections/events';
import type { PageRequest } from '../admin/listing/listing-query';
import { assertAdmin, type Caller } from '../auth/caller';
import { AppError, fieldError } from '../errors/app-error';

import { contentFromInput } from './event.mapper';
import type { EventDecision, EventsRepository } from './events.repository';

export interface EventsServiceDeps {
  events: EventsRepository;
  now: () => Date;
}

const DATA_URL = /^data:image\/(png|jpeg|gif);base64,([A-Za-z0-9+/]*={0,2})$/;

const IMAGE_PROBLEMS: Record<'type' | 'bytes' | 'pixels', ValidationMessageKey> = {
  type: 'validation.image.type',
  // The event's own wording: the checks are a club logo's, the picture is not.
  bytes: 'validation.eventImage.bytes',
  pixels: 'validation.eventImage.pixels',
};

/** The browser resizes the image as it does a club logo; the server checks what it got. */
function assertStorableImage(image: string | null | undefined) {
  if (!image) return;
  const match = DATA_URL.exec(image);
  const problem = match
    ? storedLogoProblem(match[1] ?? '', Buffer.from(match[2] ?? '', 'base64'))
    : 'type';
  if (problem)
    throw AppError.badRequest('checkInformation', [fieldError('image', IMAGE_PROBLEMS[problem])]);
}

// Kept by the API, not set by anyone's form.
const NOT_AUDITED = ['updatedAt', 'entryCounts', 'createdAt', 'createdBy'];

/** What administrators do to the calendar: create, edit, publish, cancel and restore events. */
export function eventsService({ events, now }: EventsServiceDeps) {
  async function change(caller: Caller, id: string, decide: EventDecision) {
    assertAdmin(caller);
    const changed = await events.change(id, caller.uid, now(), decide);
    if (!changed) throw AppError.notFound('notFound.event');
    return changed;
  }

  const live = (current: StoredEvent) => {
    if (current.cancelledAt) throw AppError.unprocessable('event.cancelled', []);
  };

  const publication = (published: boolean) => (current: StoredEvent) => {
    live(current);
    return {
      changes: { published, updatedAt: now() } satisfies Partial<EventFields>,
      changedFields: current.published === published ? [] : ['published'],
      action: published ? ('publish' as const) : ('unpublish' as const),
    };
  };

  return {
    async list(caller: Caller, page: PageRequest, when: EventListView) {
      assertAdmin(caller);
      return events.list(page, when, chicagoDateTime(now()).date);
    },

    async get(caller: Caller, id: string) {
      assertAdmin(caller);
      const found = await events.get(id);
      if (!found) throw AppError.notFound('notFound.event');
      return found;
    },

    /** A new event starts as a draft: nobody sees it until it is published. */
    async create(caller: Caller, input: EventInput) {
      assertAdmin(caller);
      assertStorableImage(input.image);
      const at = now();
      return events.create(
        {
          ...contentFromInput(input),
          published: false,
          cancelledAt: null,
          entryCounts: { entered: 0, waiting: 0 },
          createdAt: at,
          updatedAt: at,
          createdBy: caller.uid,
        },
        caller.uid,
        at,
      );
    },

    async update(caller: Caller, id: string, input: EventInput) {
      assertAdmin(caller);
      assertStorableImage(input.image);
      const content = contentFromInput(input);
      return change(caller, id, (current) => {
        live(current);
        const changes = { ...content, updatedAt: now() };
        return {
          changes,
          changedFields: changedFieldNames(current, { ...current, ...changes }, NOT_AUDITED),
          action: 'update',
        };
      });
    },

    publish: (caller: Caller, id: string) => change(caller, id, publication(true)),

    unpublish: (caller: Caller, id: string) => change(caller, id, publication(false)),

    /** Cancelling hides the event from the public and keeps it, restorable, for administrators. */
    cancel: (caller: Caller, id: string) =>
      change(caller, id, (current) => {
        live(current);
        const at = now();
        return {
          changes: { cancelledAt: at, updatedAt: at },
          changedFields: ['cancelledAt'],
          action: 'soft_delete',
        };
      }),

    restore: (caller: Caller, id: string) =>
      change(caller, id, (current) => {
        if (!current.cancelledAt) throw AppError.notFound('notFound.cancelledEvent');
        return {
          changes: { cancelledAt: null, updatedAt: now() },
          changedFields: ['cancelledAt'],
          action: 'restore',
        };
      }),
  };
}

export type EventsService = ReturnType<typeof eventsService>;
