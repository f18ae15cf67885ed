import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { JoinButton } from './join-button';
import { SecondCtaButton } from './second-cta-button';

export function ClosingCtaSection() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="home.cta.heading" />
        </Typography>
        <Typography sx={{ mb: 4, fontSize: '1.15rem' }}>
          <FormattedMessage id="home.cta.body" />
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <JoinButton labelId="home.cta.join" />
          <SecondCtaButton to="/contact" labelId="home.cta.contact" />
        </Stack>
      </Container>
    </Box>
  );
}
