import { Timestamp } from 'firebase-admin/firestore';

// Repositories hand services plain Dates; Firestore stores them as Timestamps.
export function dateOrNull(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;
}

export function dateOf(value: unknown): Date {
  const date = dateOrNull(value);
  if (!date) throw new TypeError('A stored timestamp is missing.');
  return date;
}
