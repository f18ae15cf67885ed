import { useConfig } from '../../config/config-context';
import { useReadThenLive, type LiveResult } from '../firebase/read-then-live';
import type { AccountRecord, ClubRecord, MembershipRecord } from '../records/records';

import { readMyAccount, readMyClubs, readMyMemberships } from './own-records-rest';

// The caller's own documents: read once over REST for the first screen, then live once the
// page goes live (<RealtimeAfterFirstScreen>; without it, at once).

export type { LiveResult };

const live = () => import('./own-records-live');

/** accounts/{uid}; data is undefined when there is no account record. */
export function useMyAccount(uid: string): LiveResult<AccountRecord> {
  const config = useConfig();
  const { status, data, error } = useReadThenLive(
    `accounts/${uid}`,
    (signal) => readMyAccount(config, uid, signal),
    () => live().then(({ watchMyAccount }) => watchMyAccount(uid)),
  );
  return { status, data, error };
}

/** The caller's memberships, oldest first. */
export function useMyMemberships(uid: string): LiveResult<MembershipRecord[]> {
  const config = useConfig();
  const { status, data, error } = useReadThenLive(
    `memberships/${uid}`,
    (signal) => readMyMemberships(config, uid, signal),
    () => live().then(({ watchMyMemberships }) => watchMyMemberships(uid)),
  );
  return { status, data, error };
}

export function useMyClubs(uid: string): LiveResult<ClubRecord[]> {
  const config = useConfig();
  const { status, data, error } = useReadThenLive(
    `clubs/${uid}`,
    (signal) => readMyClubs(config, uid, signal),
    () => live().then(({ watchMyClubs }) => watchMyClubs(uid)),
  );
  return { status, data, error };
}
