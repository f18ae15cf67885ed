import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

export interface ClubNoticeProps {
  titleId: string;
  messageId: string;
  action?: { labelId: string; to: string };
}

/** A centred state of the page, in its column: signed out, or no active club. */
export function ClubNotice({ titleId, messageId, action }: ClubNoticeProps) {
  return (
    <Container maxWidth="md">
      <Box sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id={titleId} />
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          <FormattedMessage id={messageId} />
        </Typography>
        {action && (
          <Button variant="contained" component={RouterLink} to={action.to}>
            <FormattedMessage id={action.labelId} />
          </Button>
        )}
      </Box>
    </Container>
  );
}
