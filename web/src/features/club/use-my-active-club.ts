import { ACTIVE_STATUS } from '@domain/status';
import { startTransition, useEffect, useMemo, useState } from 'react';

import { useConfig } from '../../config/config-context';
import { getMyClubMemberships } from '../../lib/clubs/my-club-memberships';
import type { ClubRecord } from '../../lib/records/records';
import { readSnapshot, storeSnapshot } from '../../lib/session/session-snapshots';

/** What the page shows of the club: all it keeps of it in the browser between visits. */
export type ActiveClubSummary = Pick<ClubRecord, 'id' | 'clubName' | 'clubAddress' | 'clubLogo'>;

export type ActiveClubState =
  { status: 'loading' } | { status: 'none' } | { status: 'found'; club: ActiveClubSummary };

const SNAPSHOT = 'activeClub';

const isActiveClubSummary = (value: unknown): value is ActiveClubSummary => {
  const club = value as Partial<Record<keyof ActiveClubSummary, unknown>> | null;
  return (
    typeof club?.id === 'string' &&
    typeof club.clubName === 'string' &&
    typeof club.clubAddress === 'string' &&
    (club.clubLogo === null || typeof club.clubLogo === 'string')
  );
};

const summaryOf = ({ id, clubName, clubAddress, clubLogo }: ClubRecord): ActiveClubSummary => ({
  id,
  clubName,
  clubAddress,
  clubLogo,
});

/**
 * The signed-in owner's active club, loaded once `enabled` (the session is confirmed); a
 * failed load is logged and reads as no club. Meanwhile a returning owner sees
 * the club as this browser last loaded it.
 */
export function useMyActiveClub(uid: string | null, enabled: boolean): ActiveClubState {
  const config = useConfig();
  const [loaded, setLoaded] = useState<ActiveClubState | null>(null);
  const kept = useMemo(
    () => (uid ? readSnapshot(SNAPSHOT, uid, isActiveClubSummary) : null),
    [uid],
  );
  useEffect(() => {
    if (!enabled || !uid) return;
    let current = true;
    getMyClubMemberships(config)
      .then((clubs) => {
        const club = clubs.find((candidate) => candidate.status === ACTIVE_STATUS);
        const summary = club ? summaryOf(club) : null;
        storeSnapshot(SNAPSHOT, uid, summary);
        // A transition: the page renders in slices that leave room for a tap.
        if (current)
          startTransition(() =>
            setLoaded(summary ? { status: 'found', club: summary } : { status: 'none' }),
          );
      })
      .catch((error: unknown) => {
        console.error('Failed to load the club', error);
        if (current) setLoaded({ status: 'none' });
      });
    return () => {
      current = false;
    };
  }, [config, enabled, uid]);
  return loaded ?? (kept ? { status: 'found', club: kept } : { status: 'loading' });
}
