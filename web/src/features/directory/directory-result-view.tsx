import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import type { DirectoryResult } from './api/directory-result';
import { DirectoryCardsSkeleton } from './directory-cards-skeleton';
import { DirectoryErrorBox } from './directory-error-box';
import type { DirectorySectionId } from './directory-section-ids';
import { useSectionShown } from './first-screen';
import { rememberCardCount, skeletonCount } from './skeleton-counts';

/**
 * The loading, error and empty states every directory list shares. `countOf` gives the cards
 * shown, which the section's skeleton reserves on the next visit unless `remember` is false.
 */
export function DirectoryResultView<T>({
  result: live,
  section,
  countOf,
  remember = true,
  emptyId,
  children,
}: {
  result: DirectoryResult<T>;
  section: DirectorySectionId;
  countOf: (data: T) => number;
  remember?: boolean;
  emptyId: string;
  children: (data: T) => ReactNode;
}) {
  // The lists arrive together: deferred, their cards are rendered in slices that leave room
  // for a tap, the skeleton showing meanwhile.
  const result = useDeferredValue(live);
  useSectionShown(section, result.status !== 'loading');
  const count =
    result.status === 'success' && result.data !== undefined ? countOf(result.data) : null;
  useEffect(() => {
    if (remember && count !== null) rememberCardCount(section, count);
  }, [remember, count, section]);

  if (result.status === 'loading') return <DirectoryCardsSkeleton count={skeletonCount(section)} />;
  if (result.status === 'error' || result.data === undefined) {
    return <DirectoryErrorBox error={result.error} />;
  }
  if (count === 0) {
    return (
      <Typography color="textSecondary">
        <FormattedMessage id={emptyId} />
      </Typography>
    );
  }
  return children(result.data);
}
