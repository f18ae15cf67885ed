import { EXPORT_PAGE_SIZE } from '../../domain/csv-export';
import type { EventRosterFilter } from '../../domain/schemas/event-roster';
import type { PageRequest } from '../admin/listing/listing-query';
import { assertAdmin, type Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import { rosterRowToWire } from './event-roster.mapper';
import type { EventRosterRepository } from './event-roster.repository';

export interface EventRosterServiceDeps {
  roster: EventRosterRepository;
}

/** Administrators' view of who entered an event: the table page by page, and the CSV. */
export function eventRosterService({ roster }: EventRosterServiceDeps) {
  async function eventOf(caller: Caller, eventId: string) {
    assertAdmin(caller);
    const event = await roster.getEvent(eventId);
    if (!event) throw AppError.notFound('notFound.event');
    return event;
  }

  return {
    async page(caller: Caller, eventId: string, filter: EventRosterFilter, page: PageRequest) {
      const event = await eventOf(caller, eventId);
      const { rows, total } = await roster.page(eventId, filter, page);
      return { event, rows, total };
    },

    /** The same entries as the table under the same filters, every page, as wire rows. */
    async *rows(caller: Caller, eventId: string, filter: EventRosterFilter) {
      await eventOf(caller, eventId);
      for await (const page of roster.pages(eventId, filter, EXPORT_PAGE_SIZE)) {
        yield page.map(rosterRowToWire);
      }
    },
  };
}

export type EventRosterService = ReturnType<typeof eventRosterService>;
