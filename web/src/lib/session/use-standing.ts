import { isStandingActive } from '@domain/standing';
import { doc, Timestamp, type FirestoreDataConverter } from 'firebase/firestore';
import { useCallback, useSyncExternalStore } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

// The caller's standings/{uid}, which the functions rewrite the moment a payment, refund,
// suspension or expiry changes it and which the rules read to open the directory. Render
// inside <FirebaseBoundary>.

/** 'loading' until the first snapshot; a missing document or a refused read is inactive. */
export type StandingState = 'loading' | 'active' | 'inactive';

interface StoredStanding {
  activeUntil: Date | null;
}

// Module level: reactfire compares document references, converters included, by identity.
const standingConverter: FirestoreDataConverter<StoredStanding> = {
  toFirestore: (value) => value,
  fromFirestore: (snapshot) => {
    const activeUntil: unknown = snapshot.get('activeUntil');
    return { activeUntil: activeUntil instanceof Timestamp ? activeUntil.toDate() : null };
  },
};

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

/** The signed-in person's standing, live. */
export function useOwnStanding(uid: string): StandingState {
  const ref = doc(useFirestore(), 'standings', uid).withConverter(standingConverter);
  const { status, data } = useFirestoreDocData(ref);
  const active = useStillBefore(data?.activeUntil ?? null);
  if (status === 'loading') return 'loading';
  return status === 'success' && active ? 'active' : 'inactive';
}
