import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { MEMBERSHIP_TIERS_ID } from './membership-plans';

/** The page heading, the eligibility notice and a way to the plans. */
export function JoinHero() {
  return (
    <Box component="section" aria-labelledby="join-title" sx={{ mb: { xs: 4, md: 6 } }}>
      <Typography id="join-title" component="h1" variant="h1" gutterBottom>
        <FormattedMessage id="join.title" />
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 3, fontWeight: 400 }}>
        <FormattedMessage id="join.lead" />
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 3 }}>
        <FormattedMessage id="join.eligibility" />{' '}
        <Link component={RouterLink} to="/clubs" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="join.eligibility.link" />
        </Link>
      </Alert>
      <Button
        component={RouterLink}
        to={{ hash: MEMBERSHIP_TIERS_ID }}
        variant="contained"
        size="large"
      >
        <FormattedMessage id="join.hero.seePlans" />
      </Button>
    </Box>
  );
}
