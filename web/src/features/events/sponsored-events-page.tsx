import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { NoticeSnackbar } from '../../components/events/notice-snackbar';
import { usePageMeta } from '../../components/seo/use-page-meta';

import { EventPageLinks } from './event-page-links';
import { SponsoredEventCard, type SponsoredEvent } from './sponsored-event-card';

// The association lists no sponsored events yet; partners' events will be added here.
export const SPONSORED_EVENTS: readonly SponsoredEvent[] = [];

const LINKS = [
  { to: '/contact', messageId: 'sponsored.links.contact' },
  { to: '/upcoming-events', messageId: 'sponsored.links.upcoming' },
];

/** /sponsored-events: events hosted by partners (none yet) and how to become one. */
export function SponsoredEventsPage({
  events = SPONSORED_EVENTS,
}: {
  events?: readonly SponsoredEvent[];
}) {
  usePageMeta('sponsored.title', 'sponsored.lead');
  const [comingSoon, setComingSoon] = useState(false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="sponsored.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        <FormattedMessage id="sponsored.lead" />
      </Typography>
      <Typography component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="sponsored.list.title" />
      </Typography>
      {events.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          <FormattedMessage id="sponsored.empty" />
        </Typography>
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <Grid key={event.id} size={{ xs: 12, md: 6 }} component="li">
              <SponsoredEventCard event={event} onComingSoon={() => setComingSoon(true)} />
            </Grid>
          ))}
        </Grid>
      )}
      <Box component="section" sx={{ mt: 5 }}>
        <Typography component="h2" variant="h3" gutterBottom>
          <FormattedMessage id="sponsored.partner.title" />
        </Typography>
        <Typography>
          <FormattedMessage id="sponsored.partner.body" />
        </Typography>
      </Box>
      <EventPageLinks labelId="sponsored.links.label" links={LINKS} />
      <NoticeSnackbar
        message={comingSoon ? <FormattedMessage id="sponsored.comingSoon" /> : null}
        onClose={() => setComingSoon(false)}
      />
    </Container>
  );
}
