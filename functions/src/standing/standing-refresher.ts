import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { refreshStanding } from './refresh-standing';

/**
 * The hook the write paths call after they commit (admin actions, payments, the daily job):
 * each named account's standing is recomputed before the response or the job returns, so
 * directory access follows at once instead of whenever the trigger runs.
 *
 * The change it follows is already committed, so a refresh that fails (many writers on one
 * account at once) is logged, not thrown: the memberships trigger refreshes it again.
 */
export function standingRefresher(db: Firestore, auth: Auth, now: () => Date = () => new Date()) {
  return async (uids: readonly string[]): Promise<void> => {
    await Promise.all(
      [...new Set(uids)].map((uid) =>
        refreshStanding(db, auth, uid, now()).catch((err: unknown) => {
          logger.warn('Standing refresh failed; the trigger will retry it', { uid, err });
        }),
      ),
    );
  };
}

export type StandingRefresher = ReturnType<typeof standingRefresher>;
