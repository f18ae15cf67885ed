import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { ApiRequestError } from '../../lib/api/api-client';

import { readCheckerMaterial, refreshCheckerMaterial, type CheckerMaterial } from './checker-cache';
import { useOnline } from './use-online';

/** While the page is open and online, the list is fetched again this often. */
export const REFRESH_INTERVAL_MS = 5 * 60 * 1000;

export type CheckerMaterialState =
  | { status: 'loading' }
  /** The API says this account may not check cards (403). */
  | { status: 'forbidden' }
  | {
      status: 'ready';
      /** Null: nothing kept yet (the first visit must be online). */
      material: CheckerMaterial | null;
      /** The last refresh failed (the kept material, if any, stays in use). */
      refreshFailed: boolean;
    };

/**
 * The keys and revocation list the checker uses: read from IndexedDB at once, then fetched
 * whenever there is a connection (on opening, when the connection comes back, and every few
 * minutes while the page is open). `uid` null: nobody signed in yet, nothing is read.
 */
export function useCheckerMaterial(uid: string | null, sessionReady: boolean) {
  const config = useConfig();
  const { locale } = useIntl();
  const browserOnline = useOnline();
  // A device can believe it is online (venue Wi-Fi with no way out) while every request
  // fails: a refresh that cannot reach the network counts as no connection until one can.
  const [unreachable, setUnreachable] = useState(false);
  const online = browserOnline && !unreachable;
  const [state, setState] = useState<CheckerMaterialState>({ status: 'loading' });
  const kept = useRef<CheckerMaterial | null>(null);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    void readCheckerMaterial(uid)
      .catch(() => null)
      .then((material) => {
        if (cancelled) return;
        // A refresh that finished first wins.
        kept.current ??= material;
        setState((now) =>
          now.status === 'forbidden'
            ? now
            : {
                status: 'ready',
                material: kept.current,
                refreshFailed: now.status === 'ready' && now.refreshFailed,
              },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [uid]);

  /** Fetches and keeps the keys and list; resolves with them, or null when that failed. */
  const refresh = useCallback(async (): Promise<CheckerMaterial | null> => {
    if (!uid) return null;
    try {
      const material = await refreshCheckerMaterial(config, uid, locale);
      setUnreachable(false);
      kept.current = material;
      setState({ status: 'ready', material, refreshFailed: false });
      return material;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'NETWORK_ERROR') setUnreachable(true);
      if (error instanceof ApiRequestError && error.status === 403) {
        setState({ status: 'forbidden' });
        return null;
      }
      setState((now) =>
        now.status === 'forbidden'
          ? now
          : { status: 'ready', material: kept.current, refreshFailed: true },
      );
      return null;
    }
  }, [config, locale, uid]);

  // Online and signed in: now, when the connection returns (online changes), and on a timer.
  useEffect(() => {
    if (!browserOnline || !sessionReady || !uid) return;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [browserOnline, refresh, sessionReady, uid]);

  return { state, online, refresh };
}
