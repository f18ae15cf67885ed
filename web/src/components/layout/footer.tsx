import { Box, Container, Grid, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export const CONTACT_EMAIL = 'info@illinoistaekwondo.org';

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

export function Footer() {
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
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} gutterBottom>
              <FormattedMessage id="footer.quickLinks" />
            </Typography>
            <FooterLink to="/join">
              <FormattedMessage id="footer.joinIt" />
            </FooterLink>
            <FooterLink to="/mission">
              <FormattedMessage id="footer.ourMission" />
            </FooterLink>
            <FooterLink to="/events">
              <FormattedMessage id="nav.events" />
            </FooterLink>
            <FooterLink to="/members">
              <FormattedMessage id="footer.members" />
            </FooterLink>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} gutterBottom>
              <FormattedMessage id="footer.resources" />
            </Typography>
            <FooterLink to="/faq">
              <FormattedMessage id="nav.resources.faq" />
            </FooterLink>
            <FooterLink to="/downloads">
              <FormattedMessage id="nav.resources.downloads" />
            </FooterLink>
            <FooterLink to="/contact">
              <FormattedMessage id="nav.resources.contact" />
            </FooterLink>
            <FooterLink to="/privacy">
              <FormattedMessage id="footer.privacy" />
            </FooterLink>
          </Grid>
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
          <FormattedMessage id="footer.notForProfit" values={{ year: new Date().getFullYear() }} />
        </Typography>
      </Container>
    </Box>
  );
}
