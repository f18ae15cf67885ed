import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import { useConfig } from '../../config/config-context';
import { loadFirebase, whenFirebaseLoads } from '../firebase/load-firebase';
import { whenIdle } from '../scheduling/main-thread';

import { readStoredSession, storeSession, type SessionUser } from './session-user';

interface Session {
  /** The signed-in person: restored from storage first, then confirmed by Firebase. */
  user: SessionUser | null;
  /**
   * False until Firebase has confirmed (or cleared) the stored session, or for at most
   * RESTORE_TIMEOUT_MS: then the stored session stands until Firebase reports.
   */
  confirmed: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The session's loading state ends after at most 3 seconds. */
export const RESTORE_TIMEOUT_MS = 3_000;

/**
 * 'pending': Firebase is loading or has not yet reported; 'signed-out': no stored session
 * and nothing has asked for Firebase, so a visitor gets no Firebase code at all.
 */
type AuthState = 'pending' | 'signed-out' | 'confirmed' | 'timed-out';

export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  // Prerendered HTML has no session: start from none so hydration matches, then apply the
  // stored one before the browser paints again.
  const [user, setUser] = useState<SessionUser | null>(null);
  const [authState, setAuthState] = useState<AuthState>('pending');

  // As transitions: an urgent update here would force the page below, still being hydrated,
  // to hydrate in one blocking task.
  useLayoutEffect(() => {
    const stored = readStoredSession();
    if (stored) startTransition(() => setUser(stored));
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let loading = false;
    // Transitions too: every page showing the session renders again, in slices that leave
    // the main thread free for taps (on /login, while the form is being used).
    const stopListening = whenFirebaseLoads((services) => {
      loading = true;
      // A session already given up on stays shown until Firebase reports.
      startTransition(() => setAuthState((state) => (state === 'timed-out' ? state : 'pending')));
      Promise.all([services, import('./watch-auth')]).then(([loaded, { watchAuth }]) => {
        if (cancelled) return;
        unsubscribe = watchAuth(loaded, (next) => {
          storeSession(next);
          startTransition(() => {
            setUser(next);
            setAuthState('confirmed');
          });
        });
      });
    });
    const stored = readStoredSession();
    const cancelIdle = stored ? whenIdle(() => void loadFirebase(config)) : () => undefined;
    if (!stored && !loading) startTransition(() => setAuthState('signed-out'));
    return () => {
      cancelled = true;
      stopListening();
      cancelIdle();
      unsubscribe?.();
    };
  }, [config]);

  // A slow Firebase must not keep the header and the pages on skeletons.
  useEffect(() => {
    if (authState !== 'pending') return;
    const timer = setTimeout(
      () => startTransition(() => setAuthState('timed-out')),
      RESTORE_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [authState]);

  const value = useMemo<Session>(
    () => ({
      user,
      confirmed: authState !== 'pending',
      signOut: async () => {
        const [services, { signOut }] = await Promise.all([
          loadFirebase(config),
          import('./watch-auth'),
        ]);
        await signOut(services);
      },
    }),
    [user, authState, config],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
