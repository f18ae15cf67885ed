import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

import { useGoLiveAfterFirstScreen } from '../../lib/firebase/read-then-live';

import { DIRECTORY_SECTION_IDS, type DirectorySectionId } from './directory-section-ids';

const ShownContext = createContext<(section: DirectorySectionId) => void>(() => undefined);

/**
 * The directory's first screen is every section's list (or its empty or error message):
 * once all are shown, its listeners attach at the person's first interaction or return to
 * the page, not during the page load.
 */
export function GoLiveAfterSections({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ReadonlySet<DirectorySectionId>>(() => new Set());
  const report = useCallback(
    (section: DirectorySectionId) =>
      setShown((current) => (current.has(section) ? current : new Set(current).add(section))),
    [],
  );
  useGoLiveAfterFirstScreen(shown.size === DIRECTORY_SECTION_IDS.length);
  return <ShownContext.Provider value={report}>{children}</ShownContext.Provider>;
}

/** Tells <GoLiveAfterSections> that a section no longer shows its skeleton. */
export function useSectionShown(section: DirectorySectionId, shown: boolean) {
  const report = useContext(ShownContext);
  useEffect(() => {
    if (shown) report(section);
  }, [report, section, shown]);
}
