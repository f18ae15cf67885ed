import { startsAnyWord } from './search-text';

/** Club search by the start of any word of the club's or the owner's name, case and accents aside. */
export function matchesClubSearch(
  club: { name: string; ownerName: string },
  search: string,
): boolean {
  return startsAnyWord(club.name, search) || startsAnyWord(club.ownerName, search);
}
