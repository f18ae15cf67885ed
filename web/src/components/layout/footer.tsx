import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { CONTACT_EMAIL } from '../../config/contact';
import { useCurrentYear } from '../../lib/dates/use-today';
import { RouterLink } from '../../lib/routing/router-link';

import { FOOTER_LINK_COLUMNS, type FooterColumn } from './footer-links';

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="hover"
      sx={{ display: 'block', py: 0.5 }}
    >
      {children}
    </Link>
  );
}

function FooterLinkColumn({ column }: { column: FooterColumn }) {
  return (
    <Grid size={{ xs: 6, md: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} gutterBottom>
        <FormattedMessage id={column.titleId} />
      </Typography>
      {column.links.map((link) => (
        <FooterLink key={link.to} to={link.to}>
          <FormattedMessage id={link.labelId} />
        </FooterLink>
      ))}
    </Grid>
  );
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#071c3d', color: '#e8edf5', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" variant="h4" gutterBottom>
              <FormattedMessage id="app.name" />
            </Typography>
            <Typography variant="body2">
              <FormattedMessage id="footer.tagline" />
            </Typography>
          </Grid>
          {FOOTER_LINK_COLUMNS.map((column) => (
            <FooterLinkColumn key={column.titleId} column={column} />
          ))}
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} gutterBottom>
              <FormattedMessage id="footer.contact" />
            </Typography>
            <Typography variant="body2">
              <Link href={`mailto:${CONTACT_EMAIL}`} color="inherit">
                {CONTACT_EMAIL}
              </Link>
            </Typography>
            <Typography variant="body2">
              <FormattedMessage id="footer.location" />
            </Typography>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.9 }}>
          <FormattedMessage id="footer.notForProfit" values={{ year }} />
        </Typography>
      </Container>
    </Box>
  );
}
