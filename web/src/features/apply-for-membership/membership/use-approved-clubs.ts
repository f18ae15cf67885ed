import { useEffect, useState } from 'react';

import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { searchApprovedClubs, type ApprovedClub } from '../api/search-approved-clubs';

export const CLUB_SEARCH_DELAY_MS = 300;

/** Approved clubs matching what is typed, asked for once typing pauses. */
export function useApprovedClubs(search: string): { clubs: ApprovedClub[]; loading: boolean } {
  const config = useConfig();
  const [result, setResult] = useState<{ search: string; clubs: ApprovedClub[] } | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const clubs = await searchApprovedClubs(config, search);
        if (current) setResult({ search, clubs });
      } catch (error) {
        // The school can still be typed by hand; the list is only a convenience. Nobody
        // signed in (the session ended meanwhile) simply finds no clubs.
        const signedOut = error instanceof ApiRequestError && error.code === 'UNAUTHENTICATED';
        if (!signedOut) console.warn('Searching the approved clubs failed', error);
        if (current) setResult({ search, clubs: [] });
      }
    }, CLUB_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [config, search]);
  return { clubs: result?.clubs ?? [], loading: result?.search !== search };
}
