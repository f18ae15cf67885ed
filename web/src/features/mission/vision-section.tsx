import LightbulbIcon from '@mui/icons-material/Lightbulb';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export function VisionSection() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: 'grey.100' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <LightbulbIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="mission.vision.heading" />
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' } }}>
          <FormattedMessage id="mission.vision.body" />
        </Typography>
      </Container>
    </Box>
  );
}
