import type { Firestore } from 'firebase/firestore';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { useConfig } from '../../config/config-context';
import { whenIdle, whenVisitorActs } from '../scheduling/main-thread';

import { loadFirestore } from './load-firebase';

/** A read of the person's own documents: one-shot first, then live. */
export interface LiveResult<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
  error?: Error;
}

/** Attaches a realtime listener (in the chunk that imports the SDK); returns its stop. */
export type Watch<T> = (
  db: Firestore,
  next: (data: T) => void,
  fail: (error: Error) => void,
) => () => void;

interface Realtime {
  live: boolean;
  goLive: () => void;
}

// Without a provider, listeners attach at once.
const RealtimeContext = createContext<Realtime>({ live: true, goLive: () => undefined });

export const useRealtime = () => useContext(RealtimeContext);

/**
 * Holds the realtime listeners of its page back: the first screen is painted from one-shot
 * REST reads, and the realtime Firestore SDK (its largest chunk) loads once the person starts
 * using the page (useGoLiveAfterFirstScreen) or asks for something that needs live data
 * (goLive), not as part of the page load.
 */
export function RealtimeAfterFirstScreen({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  const goLive = useCallback(() => setLive(true), []);
  const value = useMemo(() => ({ live, goLive }), [live, goLive]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/**
 * Once the first screen is `shown`, goes live when the browser is idle after the person's
 * first pointer, touch, key or focus, or after the page comes back into view; `now`: without
 * waiting for either (a payment is under way).
 */
export function useGoLiveAfterFirstScreen(shown: boolean, now = false) {
  const { live, goLive } = useRealtime();
  useEffect(() => {
    if (!shown || live) return;
    if (now) return whenIdle(goLive);
    let cancelIdle: (() => void) | null = null;
    const start = () => {
      stopWaiting();
      cancelIdle = whenIdle(goLive);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
    };
    const stopActs = whenVisitorActs(start);
    document.addEventListener('visibilitychange', onVisibility);
    function stopWaiting() {
      stopActs();
      document.removeEventListener('visibilitychange', onVisibility);
    }
    return () => {
      stopWaiting();
      cancelIdle?.();
    };
  }, [shown, now, live, goLive]);
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

interface Held<T> {
  key: string;
  result: LiveResult<T>;
  /** The listener has answered: one-shot reads no longer replace what it gave. */
  fromListener: boolean;
}

/**
 * One of the person's own reads, identified by `key`: `readOnce` (REST) gives the first
 * screen; once the page goes live, the listener that `loadWatch` brings takes over for good.
 * `reread` asks the server again without the SDK and rejects on a failure.
 */
export function useReadThenLive<T>(
  key: string,
  readOnce: (signal?: AbortSignal) => Promise<T>,
  loadWatch: () => Promise<Watch<T>>,
): LiveResult<T> & { reread: () => Promise<void> } {
  const config = useConfig();
  const { live } = useRealtime();
  const loading: Held<T> = {
    key,
    result: { status: 'loading', data: undefined },
    fromListener: false,
  };
  const [held, setHeld] = useState<Held<T>>(loading);
  // The callers' functions change every render; the key says which read they are.
  const sources = useRef({ readOnce, loadWatch });
  useEffect(() => {
    sources.current = { readOnce, loadWatch };
  });

  const fromOneShot = useCallback(
    (result: LiveResult<T>) =>
      setHeld((current) =>
        current.key === key && current.fromListener
          ? current
          : { key, result, fromListener: false },
      ),
    [key],
  );

  useEffect(() => {
    const controller = new AbortController();
    sources.current.readOnce(controller.signal).then(
      (data) => fromOneShot({ status: 'success', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          fromOneShot({ status: 'error', data: undefined, error: asError(error) });
        }
      },
    );
    return () => controller.abort();
  }, [fromOneShot]);

  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    const fromListener = (result: LiveResult<T>) => {
      if (!stopped) setHeld({ key, result, fromListener: true });
    };
    const fail = (error: unknown) =>
      fromListener({ status: 'error', data: undefined, error: asError(error) });
    Promise.all([loadFirestore(config), sources.current.loadWatch()]).then(([db, watch]) => {
      if (stopped) return;
      stop = watch(db, (data) => fromListener({ status: 'success', data }), fail);
    }, fail);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [config, key, live]);

  const reread = useCallback(
    () => sources.current.readOnce().then((data) => fromOneShot({ status: 'success', data })),
    [fromOneShot],
  );

  return { ...(held.key === key ? held.result : loading.result), reread };
}
