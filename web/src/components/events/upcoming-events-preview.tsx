import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Container, Typography } from '@mui/material';
import { lazy, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { FirebaseBoundary } from '../../lib/firebase/firebase-boundary';

import { EventCardsSkeleton } from './event-cards-skeleton';

const UpcomingEventsPreviewList = lazy(() => import('./upcoming-events-preview-list'));

/** Home page section: the next three events, with a link to the full list. */
export function UpcomingEventsPreview() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="events.preview.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="events.preview.lead" />
        </Typography>
        <FirebaseBoundary fallback={<EventCardsSkeleton />}>
          <UpcomingEventsPreviewList />
        </FirebaseBoundary>
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button
            component={RouterLink}
            to="/upcoming-events"
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
          >
            <FormattedMessage id="events.preview.viewAll" />
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
