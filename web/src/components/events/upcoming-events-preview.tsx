import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';
import { ContentSection } from '../ui/content-section';

import { UpcomingEventsPreviewList } from './upcoming-events-preview-list';

/** Home page section: the next three events, with a link to the full list. */
export function UpcomingEventsPreview() {
  return (
    <ContentSection titleId="events.preview.title" leadId="events.preview.lead">
      <UpcomingEventsPreviewList />
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
    </ContentSection>
  );
}
