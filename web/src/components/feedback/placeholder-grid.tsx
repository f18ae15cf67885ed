import Grid from '@mui/material/Grid';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface PlaceholderGridProps {
  count: number;
  /** What screen readers hear once for the whole grid, such as "Loading events". */
  labelId: string;
  /** One placeholder grid cell (a Grid item around a hidden card), shown `count` times. */
  children: ReactNode;
  'data-testid'?: string;
}

/** Placeholder cards in a grid while a list loads; announced once to screen readers. */
export function PlaceholderGrid({
  count,
  labelId,
  children,
  'data-testid': testId,
}: PlaceholderGridProps) {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={3}
      role="status"
      aria-label={intl.formatMessage({ id: labelId })}
      data-testid={testId}
    >
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{children}</Fragment>
      ))}
    </Grid>
  );
}
