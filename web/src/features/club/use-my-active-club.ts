import { ACTIVE_STATUS } from '@domain/status';
import { startTransition, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';
import { getMyClubMemberships } from '../../lib/clubs/my-club-memberships';
import type { ClubRecord } from '../../lib/records/records';

export type ActiveClubState =
  { status: 'loading' } | { status: 'none' } | { status: 'found'; club: ClubRecord };

/** The signed-in owner's active club; a failed load is logged and reads as no club (spec 02 §8). */
export function useMyActiveClub(enabled: boolean): ActiveClubState {
  const config = useConfig();
  const [state, setState] = useState<ActiveClubState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getMyClubMemberships(config)
      .then((clubs) => {
        const club = clubs.find((candidate) => candidate.status === ACTIVE_STATUS);
        // A transition: the page renders in slices that leave room for a tap.
        if (current)
          startTransition(() => setState(club ? { status: 'found', club } : { status: 'none' }));
      })
      .catch((error: unknown) => {
        console.error('Failed to load the club', error);
        if (current) setState({ status: 'none' });
      });
    return () => {
      current = false;
    };
  }, [config, enabled]);
  return state;
}
