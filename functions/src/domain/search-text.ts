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

const isWordLetter = (letter: string | undefined) =>
  letter !== undefined && /[\p{L}\p{N}]/u.test(letter);

/**
 * The admin tables' search index of a record: every prefix, up to 20 letters, of its
 * normalised values read from the start of each value and of each word on. A word starts
 * after a space or a punctuation mark, so "john" finds "Mary Johnson" and
 * "mary.johnson@example.com", "mary jo" finds "Mary Johnson" and "=hyp" finds "=HYPERLINK".
 * One indexed array-contains query finds the record.
 */
export function searchTokens(values: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const value of values) {
    // By code point, as in wordPrefixes.
    const letters = Array.from(normaliseForSearch(value));
    letters.forEach((letter, start) => {
      const wordStart = isWordLetter(letter) && !isWordLetter(letters[start - 1]);
      if (start > 0 && !wordStart) return;
      const end = Math.min(letters.length, start + MAX_WORD_PREFIX);
      for (let at = start + 1; at <= end; at += 1) tokens.add(letters.slice(start, at).join(''));
    });
  }
  return [...tokens].sort();
}

/** A search term as searchTokens stores it: normalised and cut to 20 letters. */
export function searchToken(search: string | null | undefined): string {
  return Array.from(normaliseForSearch(search)).slice(0, MAX_WORD_PREFIX).join('');
}

/** Whether the search term starts any word of the text (both normalised here). */
export function startsAnyWord(text: string | null | undefined, search: string): boolean {
  const term = normaliseForSearch(search);
  const value = normaliseForSearch(text);
  return value.startsWith(term) || value.includes(` ${term}`);
}
