import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';

import { EventPageLinks } from './event-page-links';
import { UpcomingEventsList } from './upcoming-events-list';

const LINKS = [
  { to: '/calendar', messageId: 'upcoming.links.calendar' },
  { to: '/contact', messageId: 'upcoming.links.contact' },
];

/** /upcoming-events: every event from today on, with its details. */
export function UpcomingEventsPage() {
  usePageMeta('upcoming.title', 'upcoming.lead');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="upcoming.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        <FormattedMessage id="upcoming.lead" />
      </Typography>
      <UpcomingEventsList />
      <EventPageLinks labelId="upcoming.links.label" links={LINKS} />
    </Container>
  );
}
