// Stored documents come from older versions and the console too: a text field may be
// missing or of another type, and readers decide between '' and null, not throw.

/** A stored text field, or '' when it is missing or not text. */
export function textOrEmpty(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored text field, or null when it is missing, empty or not text. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
