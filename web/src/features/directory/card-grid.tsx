import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

const COLUMNS = { xs: 12, sm: 6, lg: 4 } as const;

/** Directory cards as a list: one column on phones, two on tablets, three on desktops. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Grid>
  );
}

export function CardGridItem({ children }: { children: ReactNode }) {
  return (
    <Grid size={COLUMNS} component="li" sx={{ display: 'flex' }}>
      {children}
    </Grid>
  );
}

export function CardGridCell({ children }: { children: ReactNode }) {
  return <Grid size={COLUMNS}>{children}</Grid>;
}
