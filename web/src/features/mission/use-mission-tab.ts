import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { missionTabFromHash, type MissionTab } from './mission-tabs';

/** The open tab lives in the URL hash, so header links and shared links open it. */
export function useMissionTab(): [MissionTab, (tab: MissionTab) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const selectTab = useCallback(
    (tab: MissionTab) => {
      void navigate({ hash: `#${tab}` }, { replace: true });
    },
    [navigate],
  );
  return [missionTabFromHash(hash), selectTab];
}
