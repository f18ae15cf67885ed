import { normaliseForSearch } from '@domain/search-text';

import type { PublicClub } from './api/public-clubs';

/** The clubs whose name or city contains the search, case and accents aside. */
export function clubsMatching(clubs: readonly PublicClub[], search: string): PublicClub[] {
  const term = normaliseForSearch(search);
  if (!term) return [...clubs];
  return clubs.filter(
    ({ name, city }) =>
      normaliseForSearch(name).includes(term) || normaliseForSearch(city).includes(term),
  );
}
