import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import type { DirectoryResult } from './api/directory-result';
import { DirectoryCardsSkeleton } from './directory-cards-skeleton';
import { DirectoryErrorBox } from './directory-error-box';

/** The loading, error and empty states every directory list shares. */
export function DirectoryResultView<T>({
  result,
  isEmpty,
  skeletonCount,
  emptyId,
  children,
}: {
  result: DirectoryResult<T>;
  isEmpty: (data: T) => boolean;
  skeletonCount: number;
  emptyId: string;
  children: (data: T) => ReactNode;
}) {
  if (result.status === 'loading') return <DirectoryCardsSkeleton count={skeletonCount} />;
  if (result.status === 'error' || result.data === undefined) {
    return <DirectoryErrorBox error={result.error} />;
  }
  if (isEmpty(result.data)) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage id={emptyId} />
      </Typography>
    );
  }
  return children(result.data);
}
