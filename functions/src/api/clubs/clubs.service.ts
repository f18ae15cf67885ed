import { isActiveMember } from '../../domain/active-member';
import { publicClubOf } from '../../domain/public-club';
import { normaliseForSearch } from '../../domain/search-text';
import { isListedClubStatus } from '../../domain/status';
import type { PublicClubWire } from '../../domain/wire/public-club';

import type { ClubsRepository } from './clubs.repository';

const APPROVED_CLUBS_LIMIT = 20;
// The association has a few dozen clubs; the bound keeps one public read small regardless.
const PUBLIC_CLUBS_LIMIT = 500;

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The decisions about clubs an athlete may name as their school, and those anyone may see. */
export function clubsService({ clubs, now }: { clubs: ClubsRepository; now: () => Date }) {
  return {
    /** Approved and active clubs by name or owner name, at most 20, in name order. */
    async findApproved(search: string | undefined) {
      const found = await clubs.findListed(normaliseForSearch(search), APPROVED_CLUBS_LIMIT);
      return found.sort(byName).slice(0, APPROVED_CLUBS_LIMIT);
    },

    /**
     * The association's active clubs (active, dues paid, not expired or trashed), in name
     * order, with only what is published of them.
     */
    async listPublic(): Promise<PublicClubWire[]> {
      const at = now();
      const active = await clubs.findActive(PUBLIC_CLUBS_LIMIT);
      return active
        .filter((club) => isActiveMember(club, at))
        .map(publicClubOf)
        .sort(byName);
    },

    /** The club a membership names, when it is one athletes may pick; null otherwise. */
    async findListedById(id: string) {
      const club = await clubs.get(id);
      return club && isListedClubStatus(club.status) ? club : null;
    },
  };
}

export type ClubsService = ReturnType<typeof clubsService>;
