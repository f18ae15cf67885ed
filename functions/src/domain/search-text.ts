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

// Words longer than this are found by their first 20 letters: enough to tell clubs apart.
const MAX_WORD_PREFIX = 20;

/**
 * Every prefix of every word of the values, normalised: stored as an array so one indexed
 * array-contains query finds a record by the start of any word ("taek" finds "Lakeshore
 * Taekwondo").
 */
export function wordPrefixes(values: readonly (string | null | undefined)[]): string[] {
  const prefixes = new Set<string>();
  for (const word of values.flatMap((value) => normaliseForSearch(value).split(' '))) {
    // By code point: a prefix ending inside a surrogate pair (an emoji's half) is a string
    // Firestore cannot store.
    const letters = Array.from(word);
    for (let end = 1; end <= Math.min(letters.length, MAX_WORD_PREFIX); end += 1) {
      prefixes.add(letters.slice(0, end).join(''));
    }
  }
  return [...prefixes].sort();
}

/** Whether the search term starts any word of the text (both normalised here). */
export function startsAnyWord(text: string | null | undefined, search: string): boolean {
  const term = normaliseForSearch(search);
  const value = normaliseForSearch(text);
  return value.startsWith(term) || value.includes(` ${term}`);
}
