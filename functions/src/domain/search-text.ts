/**
 * The form names and school names are stored in for case-insensitive search: lower case,
 * accents dropped ('María' finds 'maria'), inner spaces collapsed.
 */
export function normaliseForSearch(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The upper bound of a Firestore range query that finds every string starting with prefix. */
export function prefixRangeEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}
