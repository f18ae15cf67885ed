import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Gap = number | { xs: number; sm: number };

export interface DescriptionListProps {
  children: ReactNode;
  /** The terms' column: 'auto' shares the width with the values, 'max-content' fits the widest term. */
  termWidth?: 'auto' | 'max-content';
  /** On phones each value goes under its term, where a long term would squeeze it. */
  stackOnPhones?: boolean;
  columnGap: Gap;
  rowGap: Gap;
}

/** A description list laid out as a grid: the terms in the first column, their values beside them. */
export function DescriptionList({
  children,
  termWidth = 'auto',
  stackOnPhones = false,
  columnGap,
  rowGap,
}: DescriptionListProps) {
  const columns = `${termWidth} 1fr`;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: stackOnPhones ? { xs: '1fr', sm: columns } : columns,
        columnGap,
        rowGap,
      }}
    >
      {children}
    </Box>
  );
}

/** A term of a description list in small muted type (a message id), and its value. */
export function DescriptionItem({
  labelId,
  children,
  valueSx = [],
}: {
  labelId: string;
  children: ReactNode;
  /** The value's own layout, besides its zero margin. */
  valueSx?: SxProps<Theme>;
}) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={[{ m: 0 }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}
      >
        {children}
      </Typography>
    </>
  );
}
