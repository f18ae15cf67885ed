// One palette for the calendar, the lists and the admin console: the domain's.
export { EVENT_TYPE_COLORS } from '@domain/events/event-types';
