import type { CalendarEvent } from './event';

/** events/{id}.entry as the public read gives it (only what the list needs). */
interface WithEntry {
  entry?: { registrationOpen?: unknown } | null;
}

/** Whether members may enter the event on the site: it has entry settings and they are open. */
export function hasOpenEntry(event: CalendarEvent): boolean {
  return (event as CalendarEvent & WithEntry).entry?.registrationOpen === true;
}
