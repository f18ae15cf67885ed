import type { StoredEventType } from '@domain/events/event-types';

/** The types an administrator gives an event, in the colour guide's order. */
export { EVENT_TYPES } from '@domain/events/event-types';

/** events/{id} in Firestore: the public calendar (read by anyone, written by admins via the API). */

export interface CalendarEvent {
  id: string;
  /** English title and description; the Spanish ones are optional. */
  title: string;
  titleEs?: string;
  description?: string;
  descriptionEs?: string;
  /** Local date 'YYYY-MM-DD' (Illinois), and optional 'HH:mm' times. */
  date: string;
  startTime?: string;
  endTime?: string;
  location: string;
  /** 'sponsored' is kept readable for events stored before. */
  type: StoredEventType;
  detailsLink?: string;
  /** The administrator's image, resized (a data URL), or none. */
  imageUrl?: string | null;
  imageAlt?: string;
  imagePosition?: 'left' | 'right';
  costCents?: number;
  isRegistrationOpen?: boolean;
}

export function localized(event: CalendarEvent, locale: string) {
  const spanish = locale === 'es';
  return {
    title: (spanish && event.titleEs) || event.title,
    description: (spanish && event.descriptionEs) || event.description || '',
  };
}
