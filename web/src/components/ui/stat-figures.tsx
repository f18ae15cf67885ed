import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, FormattedNumber } from 'react-intl';

export interface StatFigure {
  id: string;
  value: number;
}

/** Figures as large numbers over their labels; each label is `<labelIdPrefix>.<id>`. */
export function StatFigures({
  stats,
  labelIdPrefix,
}: {
  stats: readonly StatFigure[];
  labelIdPrefix: string;
}) {
  return (
    <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
      {stats.map((stat) => (
        <Grid
          key={stat.id}
          size={{ xs: 6, md: 3 }}
          sx={{ display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Box component="dt" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            <FormattedMessage id={`${labelIdPrefix}.${stat.id}`} />
          </Box>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 800 }}
          >
            <FormattedNumber value={stat.value} />+
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
