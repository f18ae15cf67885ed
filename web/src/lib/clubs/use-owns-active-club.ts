import { ACTIVE_STATUS } from '@domain/status';
import { useEffect, useSyncExternalStore } from 'react';

import { useConfig } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import { whenIdle } from '../scheduling/main-thread';

import { getMyClubMemberships } from './my-club-memberships';

// The last answer per person, shared by the user menu and the phone menu.
const owners = new Map<string, boolean>();
const asking = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function ask(config: RuntimeConfig, uid: string) {
  if (asking.has(uid)) return;
  asking.add(uid);
  getMyClubMemberships(config)
    .then(
      (clubs) =>
        owners.set(
          uid,
          clubs.some((club) => club.status === ACTIVE_STATUS),
        ),
      // The entry is a shortcut: if the check fails, the menu keeps its last answer.
      (error: unknown) => console.error('Failed to check for an active club', error),
    )
    .finally(() => {
      asking.delete(uid);
      for (const onChange of listeners) onChange();
    });
}

/**
 * Whether the person owns a club whose membership is active (the menus' 'My Club'). Asked of
 * the API once the page is idle, so no page loads the Firestore SDK for a menu entry, and
 * again each time a menu opens, which shows a club that became active since.
 */
export function useOwnsActiveClub(uid: string, menuOpen: boolean): boolean {
  const config = useConfig();
  useEffect(() => whenIdle(() => ask(config, uid)), [config, uid]);
  useEffect(() => {
    if (menuOpen) ask(config, uid);
  }, [config, uid, menuOpen]);
  return useSyncExternalStore(
    subscribe,
    () => owners.get(uid) ?? false,
    () => false,
  );
}
