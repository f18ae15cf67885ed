import type { EventType } from './event';

// Dark shades only: the calendar puts white text on them (contrast above 7:1).
export const EVENT_TYPE_COLORS: Record<EventType, string> = {
  tournament: '#b3122b',
  seminar: '#0b2a5b',
  training: '#1b5e20',
  sponsored: '#6a1b9a',
};
