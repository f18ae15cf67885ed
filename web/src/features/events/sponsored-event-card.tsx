import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { EventLinkButton } from '../../components/events/event-link-button';

export interface SponsoredEvent {
  id: string;
  title: string;
  sponsor: string;
  description: string;
  websiteUrl?: string;
}

/** A partner's event: 'Learn More' is not ready yet; 'Visit Website' follows the site if there is one. */
export function SponsoredEventCard({
  event,
  onComingSoon,
}: {
  event: SponsoredEvent;
  onComingSoon: () => void;
}) {
  return (
    <Card component="article">
      <CardContent>
        <Typography component="h3" variant="h4" gutterBottom>
          {event.title}
        </Typography>
        <Typography variant="subtitle2" color="textSecondary" gutterBottom>
          {event.sponsor}
        </Typography>
        <Typography>{event.description}</Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onComingSoon}>
          <FormattedMessage id="sponsored.learnMore" />
        </Button>
        {event.websiteUrl ? (
          <EventLinkButton href={event.websiteUrl} variant="outlined">
            <FormattedMessage id="sponsored.visitWebsite" />
          </EventLinkButton>
        ) : (
          <Button variant="outlined" onClick={onComingSoon}>
            <FormattedMessage id="sponsored.visitWebsite" />
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
