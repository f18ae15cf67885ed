import { normaliseForSearch } from '../../domain/search-text';
import { isListedClubStatus } from '../../domain/status';

import type { ClubsRepository } from './clubs.repository';

const APPROVED_CLUBS_LIMIT = 20;

/** The decisions about clubs an athlete may name as their school. */
export function clubsService({ clubs }: { clubs: ClubsRepository }) {
  return {
    /** Approved and active clubs by name or owner name, at most 20, in name order. */
    async findApproved(search: string | undefined) {
      const found = await clubs.findListed(normaliseForSearch(search), APPROVED_CLUBS_LIMIT);
      return found
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
        .slice(0, APPROVED_CLUBS_LIMIT);
    },

    /** The club a membership names, when it is one athletes may pick; null otherwise. */
    async findListedById(id: string) {
      const club = await clubs.get(id);
      return club && isListedClubStatus(club.status) ? club : null;
    },
  };
}

export type ClubsService = ReturnType<typeof clubsService>;
