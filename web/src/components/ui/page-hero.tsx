import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The navy banner that opens a page: its h1, a lead line and anything below them. */
export function PageHero({
  titleId,
  leadId,
  children,
}: {
  titleId: string;
  leadId: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography
          component="h1"
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}
        >
          <FormattedMessage id={titleId} />
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, maxWidth: 760, mb: children ? 3 : 0 }}
        >
          <FormattedMessage id={leadId} />
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
