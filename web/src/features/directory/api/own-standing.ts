import { isStandingActive } from '@domain/standing';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { useConfig } from '../../../config/config-context';
import { currentIdToken } from '../../../lib/api/signed-in-request';
import { useReadThenLive, useRealtime } from '../../../lib/firebase/read-then-live';

import { readActiveUntil } from './directory-rest';

// The caller's standings/{uid}, which the functions rewrite the moment a payment, refund,
// suspension or expiry changes it and which the rules read to open the directory: read once
// for the first screen, then live once the page goes live.

/** 'loading' until the first read; a missing document or a refused read is inactive. */
export type StandingState = 'loading' | 'active' | 'inactive';

/**
 * Until the page goes live, the standing is read again this often while the page is in view:
 * a suspension or a payment must open or close the directory within seconds, even for a
 * member who only reads the page and so never brings the realtime SDK.
 */
export const STANDING_REREAD_MS = 3_000;

// setTimeout holds at most about 24.8 days; no page stays open that long.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether activeUntil is still ahead, turning false at that instant with no new snapshot:
 * a membership runs out by the clock, and the rules compare with the request time.
 */
export function useStillBefore(activeUntil: Date | null): boolean {
  const until = activeUntil?.getTime() ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const wait = until === null ? 0 : until - Date.now();
      if (wait <= 0 || wait > LONGEST_TIMER_MS) return () => undefined;
      // One millisecond after: the rules grant access only strictly before activeUntil.
      const timer = setTimeout(onChange, wait + 1);
      return () => clearTimeout(timer);
    },
    [until],
  );
  const read = () => isStandingActive(until === null ? null : new Date(until), new Date());
  return useSyncExternalStore(subscribe, read, () => false);
}

/** The signed-in person's standing. */
export function useOwnStanding(uid: string): StandingState {
  const config = useConfig();
  const { live } = useRealtime();
  const { status, data, reread } = useReadThenLive(
    `standings/${uid}`,
    async (signal) =>
      readActiveUntil(config, uid, { idToken: await currentIdToken(config), signal }),
    () => import('./directory-live').then(({ watchActiveUntil }) => watchActiveUntil(uid)),
  );
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => {
      // A failed read keeps the last answer; the next one tries again.
      if (document.visibilityState === 'visible') reread().catch(() => undefined);
    }, STANDING_REREAD_MS);
    return () => clearInterval(timer);
  }, [live, reread]);
  const active = useStillBefore(data ?? null);
  if (status === 'loading') return 'loading';
  return status === 'success' && active ? 'active' : 'inactive';
}
