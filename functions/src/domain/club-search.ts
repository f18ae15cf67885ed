import { normaliseForSearch } from './search-text';

/** Club search by the start of the club's or the owner's name, case and accents aside. */
export function matchesClubSearch(
  club: { name: string; ownerName: string },
  search: string,
): boolean {
  const term = normaliseForSearch(search);
  return (
    normaliseForSearch(club.name).startsWith(term) ||
    normaliseForSearch(club.ownerName).startsWith(term)
  );
}
