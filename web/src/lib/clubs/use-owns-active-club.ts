import { useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';
import { loadFirestore } from '../firebase/load-firebase';

/** Whether the person owns a club whose membership is active (shows 'My Club'). */
export function useOwnsActiveClub(uid: string): boolean {
  const config = useConfig();
  const [owns, setOwns] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    Promise.all([loadFirestore(config), import('./watch-owned-active-club')]).then(
      ([db, { watchOwnedActiveClub }]) => {
        if (!cancelled) stop = watchOwnedActiveClub(db, uid, setOwns);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      setOwns(false);
    };
  }, [config, uid]);
  return owns;
}
