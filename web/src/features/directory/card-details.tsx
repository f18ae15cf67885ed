import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Labelled facts on a card, as a description list. */
export function CardDetails({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}
    >
      {children}
    </Box>
  );
}

export function CardDetail({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {children}
      </Typography>
    </>
  );
}
