import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

const PILLARS = ['compete', 'teach', 'serve'] as const;

export function MissionStatementPanel() {
  return (
    <>
      <Typography sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, mb: 2 }}>
        <FormattedMessage id="mission.statement.body" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        <FormattedMessage id="mission.statement.detail" />
      </Typography>
      <Grid container spacing={3}>
        {PILLARS.map((pillar) => (
          <Grid key={pillar} size={{ xs: 12, md: 4 }}>
            <Box sx={{ borderLeft: 4, borderColor: 'secondary.main', pl: 2, height: '100%' }}>
              <Typography component="h3" variant="h4" gutterBottom>
                <FormattedMessage id={`mission.statement.${pillar}.title`} />
              </Typography>
              <Typography color="textSecondary">
                <FormattedMessage id={`mission.statement.${pillar}.body`} />
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
