import { COMPETITION_CATEGORIES } from '@domain/enums';
import EmailIcon from '@mui/icons-material/Email';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { EventDate } from '../../components/events/event-date';
import { EventLinkButton } from '../../components/events/event-link-button';
import { NoticeSnackbar } from '../../components/events/notice-snackbar';
import { usePageMeta } from '../../components/seo/use-page-meta';

import { EventPageLinks } from './event-page-links';

export const STATE_TOURNAMENT = {
  date: '2026-04-25',
  venue: 'Harper College',
  address: '1200 W Algonquin Rd, Palatine, IL 60067',
  email: 'info@illinoistaekwondo.org',
  registrationUrl: 'https://www.usatkd.org',
} as const;

const LINKS = [
  { to: '/calendar', messageId: 'usat.links.calendar' },
  { to: '/upcoming-events', messageId: 'usat.links.upcoming' },
];

type Notice = 'schedule' | 'information';

function Fact({
  icon,
  labelId,
  children,
}: {
  icon: ReactNode;
  labelId: string;
  children: ReactNode;
}) {
  return (
    // dt and dd are direct children of one div per fact, as definition lists require.
    <Box>
      <Typography
        component="dt"
        variant="subtitle2"
        color="textSecondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {icon}
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 4 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /usat-il-state: the state championship on Saturday 25 April 2026 in Palatine. */
export function UsatIlStatePage() {
  usePageMeta('usat.title', 'usat.lead');
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="usat.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <FormattedMessage id="usat.lead" />
      </Typography>
      <Card sx={{ mb: 4, borderTop: 6, borderTopColor: 'secondary.main' }}>
        <CardContent>
          <Stack component="dl" spacing={2} sx={{ m: 0 }}>
            <Fact icon={<EventIcon color="primary" aria-hidden />} labelId="usat.facts.date">
              <EventDate iso={STATE_TOURNAMENT.date} />
            </Fact>
            <Fact icon={<PlaceIcon color="secondary" aria-hidden />} labelId="usat.facts.venue">
              {STATE_TOURNAMENT.venue}
              <br />
              {STATE_TOURNAMENT.address}
            </Fact>
            <Fact icon={<EmailIcon color="primary" aria-hidden />} labelId="usat.facts.contact">
              <Link href={`mailto:${STATE_TOURNAMENT.email}`}>{STATE_TOURNAMENT.email}</Link>
            </Fact>
          </Stack>
        </CardContent>
      </Card>
      <Typography component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="usat.about.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="usat.about.body" />
      </Typography>
      <Typography component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="usat.categories.title" />
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 4, pl: 3 }}>
        {COMPETITION_CATEGORIES.map((category) => (
          <li key={category}>
            <FormattedMessage id={`usat.categories.${category}`} />
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <EventLinkButton
          href={STATE_TOURNAMENT.registrationUrl}
          variant="contained"
          color="secondary"
        >
          <FormattedMessage id="usat.actions.register" />
        </EventLinkButton>
        <Button variant="outlined" onClick={() => setNotice('schedule')}>
          <FormattedMessage id="usat.actions.schedule" />
        </Button>
        <Button variant="outlined" onClick={() => setNotice('information')}>
          <FormattedMessage id="usat.actions.information" />
        </Button>
      </Stack>
      <EventPageLinks labelId="usat.links.label" links={LINKS} />
      <NoticeSnackbar
        message={notice && <FormattedMessage id={`usat.notice.${notice}`} />}
        onClose={() => setNotice(null)}
      />
    </Container>
  );
}
