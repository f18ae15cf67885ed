import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { JOIN_TIERS_LINK } from './join-link';

/** How members, families and sponsors keep the not-for-profit going. */
export function SupportMissionSection() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            borderRadius: 2,
            p: { xs: 3, md: 6 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: { xs: 2, md: 5 },
            alignItems: { md: 'center' },
          }}
        >
          <VolunteerActivismIcon aria-hidden sx={{ fontSize: { xs: 56, md: 88 } }} />
          <Box sx={{ flex: 1 }}>
            <Typography id={headingId} component="h2" variant="h2" gutterBottom>
              <FormattedMessage id="home.support.heading" />
            </Typography>
            <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>
              <FormattedMessage id="home.support.body" />
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                component={RouterLink}
                to={JOIN_TIERS_LINK}
                variant="contained"
                sx={{
                  bgcolor: 'common.white',
                  color: 'secondary.dark',
                  '&:hover': { bgcolor: 'grey.100' },
                }}
              >
                <FormattedMessage id="home.support.become" />
              </Button>
              <Button component={RouterLink} to="/contact" variant="outlined" color="inherit">
                <FormattedMessage id="home.support.sponsor" />
              </Button>
            </Stack>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
