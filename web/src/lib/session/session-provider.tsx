import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

import { useConfig } from '../../config/config-context';
import { loadFirebase } from '../firebase/load-firebase';

import { readStoredSession, storeSession, type SessionUser } from './session-user';

interface Session {
  /** The signed-in person: restored from storage first, then confirmed by Firebase. */
  user: SessionUser | null;
  /** False until Firebase has confirmed (or cleared) the stored session. */
  confirmed: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

const afterFirstPaint = (run: () => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [user, setUser] = useState<SessionUser | null>(readStoredSession);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = afterFirstPaint(() => {
      Promise.all([loadFirebase(config), import('./watch-auth')]).then(
        ([services, { watchAuth }]) => {
          if (cancelled) return;
          unsubscribe = watchAuth(services, (next) => {
            storeSession(next);
            setUser(next);
            setConfirmed(true);
          });
        },
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe?.();
    };
  }, [config]);

  const value = useMemo<Session>(
    () => ({
      user,
      confirmed,
      signOut: async () => {
        const [services, { signOut }] = await Promise.all([
          loadFirebase(config),
          import('./watch-auth'),
        ]);
        await signOut(services);
      },
    }),
    [user, confirmed, config],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
