/** A date as the API's wire shapes give it (ISO 8601), or null. */
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
