/** The kinds of event an administrator announces; each has its calendar colour. */
export const EVENT_TYPES = ['tournament', 'seminar', 'training', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a stored event's type may be: 'sponsored' is kept readable for events stored before. */
export const STORED_EVENT_TYPES = [...EVENT_TYPES, 'sponsored'] as const;
export type StoredEventType = (typeof STORED_EVENT_TYPES)[number];

// Dark shades only: the calendar puts white text on them (contrast above 7:1).
export const EVENT_TYPE_COLORS: Record<StoredEventType, string> = {
  tournament: '#b3122b',
  seminar: '#0b2a5b',
  training: '#1b5e20',
  other: '#37474f',
  sponsored: '#6a1b9a',
};

/** The calendar colour an event's type implies (an unknown type gets 'other'). */
export function eventTypeColor(type: string): string {
  return Object.hasOwn(EVENT_TYPE_COLORS, type)
    ? EVENT_TYPE_COLORS[type as StoredEventType]
    : EVENT_TYPE_COLORS.other;
}
