import type { CalendarEvent } from './event';

/** events/{id}.entry as the public read gives it (timestamps as ISO strings). */
interface WithEntry {
  entry?: { registrationOpen?: unknown; closesAt?: unknown } | null;
}

/**
 * Whether members may enter the event on the site: it has entry settings, they are open and
 * their closing time (if any) has not passed. The server decides again when they enter.
 */
export function hasOpenEntry(event: CalendarEvent, now: Date = new Date()): boolean {
  const entry = (event as CalendarEvent & WithEntry).entry;
  if (entry?.registrationOpen !== true) return false;
  if (typeof entry.closesAt !== 'string') return true;
  const closesAt = new Date(entry.closesAt).getTime();
  return Number.isNaN(closesAt) || closesAt > now.getTime();
}
