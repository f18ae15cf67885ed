import type { EventFields } from '../../firestore/collections/events';

/** What an administrator sets; the rest is kept by the API (status, counts, times). */
export type EventContent = Omit<
  EventFields,
  'published' | 'cancelledAt' | 'entryCounts' | 'createdAt' | 'updatedAt' | 'createdBy'
>;
