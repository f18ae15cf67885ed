import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { HISTORY_MILESTONES } from './history-milestones';

/** A vertical timeline: a line down the left with a dot and the year for each milestone. */
export function HistoryTimeline() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="mission.history.heading" />
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          <FormattedMessage id="mission.history.lead" />
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'primary.main' }}
        >
          {HISTORY_MILESTONES.map((milestone) => (
            <Box component="li" key={milestone.id} sx={{ position: 'relative', pl: 4, pb: 4 }}>
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: -10,
                  top: 4,
                  width: 17,
                  height: 17,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  border: 3,
                  borderColor: 'background.default',
                }}
              />
              <Typography sx={{ fontWeight: 800, color: 'secondary.main', fontSize: '1.25rem' }}>
                {milestone.year}
              </Typography>
              <Typography component="h3" variant="h4" gutterBottom>
                <FormattedMessage id={`mission.history.${milestone.id}.title`} />
              </Typography>
              <Typography color="textSecondary">
                <FormattedMessage id={`mission.history.${milestone.id}.body`} />
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
