import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

/** Introduces the member directory; the directory itself needs an active membership. */
export function FeaturedMembersHeader() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 6 }, bgcolor: 'grey.100' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography id={headingId} component="h2" variant="h2" gutterBottom>
            <FormattedMessage id="home.featured.heading" />
          </Typography>
          <Typography color="textSecondary">
            <FormattedMessage id="home.featured.lead" />
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/members"
          variant="outlined"
          endIcon={<ArrowForwardIcon aria-hidden />}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
        >
          <FormattedMessage id="home.featured.viewAll" />
        </Button>
      </Container>
    </Box>
  );
}
