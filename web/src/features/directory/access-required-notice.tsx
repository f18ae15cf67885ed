import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { DIRECTORY_SECTION_IDS } from './directory-section-ids';

export interface AccessRequiredNoticeProps {
  signedOut: boolean;
  /** Where a lapsed member renews; without it the notice asks them to register. */
  renewPath?: string | null;
}

/** Shown instead of the lists to visitors without an active membership; nothing is queried. */
export function AccessRequiredNotice({ signedOut, renewPath }: AccessRequiredNoticeProps) {
  const headingId = useId();
  return (
    <>
      {/* Empty anchors, so a /we-are-it#members link still lands on this notice. */}
      {DIRECTORY_SECTION_IDS.map((id) => (
        <Box key={id} id={id} component="span" />
      ))}
      <Card component="section" aria-labelledby={headingId} sx={{ maxWidth: 720, mx: 'auto' }}>
        <CardContent sx={{ textAlign: 'center', p: { xs: 3, md: 5 } }}>
          <LockIcon aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography id={headingId} component="h2" variant="h3" gutterBottom>
            <FormattedMessage id="directory.access.title" />
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            <FormattedMessage
              id={renewPath ? 'directory.access.renewBody' : 'directory.access.body'}
            />
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            {renewPath ? (
              <Button component={RouterLink} to={renewPath} variant="contained">
                <FormattedMessage id="directory.access.renew" />
              </Button>
            ) : (
              <Button component={RouterLink} to="/join" variant="contained">
                <FormattedMessage id="directory.access.join" />
              </Button>
            )}
            {signedOut && (
              <Button component={RouterLink} to="/login" variant="outlined">
                <FormattedMessage id="directory.access.signIn" />
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
