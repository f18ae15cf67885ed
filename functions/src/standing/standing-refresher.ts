import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { refreshStanding } from './refresh-standing';

/**
 * The hook the write paths call after they commit (admin actions, payments, the daily job):
 * each named account's standing is recomputed before the response or the job returns, so
 * directory access follows at once instead of whenever the trigger runs.
 */
export function standingRefresher(db: Firestore, auth: Auth, now: () => Date = () => new Date()) {
  return async (uids: readonly string[]): Promise<void> => {
    await Promise.all([...new Set(uids)].map((uid) => refreshStanding(db, auth, uid, now())));
  };
}

export type StandingRefresher = ReturnType<typeof standingRefresher>;
