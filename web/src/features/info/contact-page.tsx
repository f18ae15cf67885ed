import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { SimplePage } from '../../components/ui/simple-page';
import { CONTACT_EMAIL } from '../../config/contact';

import { SOCIAL_PROFILES, type SocialProfile } from './contact-details';

const SOCIAL_ICONS: Record<SocialProfile['id'], ReactNode> = {
  group: <FacebookIcon color="primary" aria-hidden />,
  video: <YouTubeIcon color="secondary" aria-hidden />,
  photos: <InstagramIcon color="primary" aria-hidden />,
};

function ContactCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${titleId}-heading`}
      sx={{ p: 3, height: '100%' }}
    >
      <Typography id={`${titleId}-heading`} component="h2" variant="h4" gutterBottom>
        <FormattedMessage id={titleId} />
      </Typography>
      <List>{children}</List>
    </Paper>
  );
}

function ContactItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={children} />
    </ListItem>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function SocialLink({ profile }: { profile: SocialProfile }) {
  const label = <FormattedMessage id={`contact.social.${profile.id}`} />;
  if (!profile.url) {
    return <FormattedMessage id="contact.social.comingSoon" values={{ name: label }} />;
  }
  return (
    <Link href={profile.url} target="_blank" rel="noopener noreferrer">
      {label}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        <FormattedMessage id="contact.opensInNewTab" />
      </Box>
    </Link>
  );
}

export function ContactPage() {
  return (
    <SimplePage titleId="contact.title" leadId="contact.lead">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard titleId="contact.reach.title">
            <ContactItem icon={<EmailIcon color="primary" aria-hidden />}>
              <FormattedMessage id="contact.email" />{' '}
              <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
            </ContactItem>
            <ContactItem icon={<PhoneIcon color="primary" aria-hidden />}>
              <FormattedMessage id="contact.phone" />
            </ContactItem>
            <ContactItem icon={<PlaceIcon color="primary" aria-hidden />}>
              <FormattedMessage id="contact.address" />
            </ContactItem>
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard titleId="contact.social.title">
            {SOCIAL_PROFILES.map((profile) => (
              <ContactItem key={profile.id} icon={SOCIAL_ICONS[profile.id]}>
                <SocialLink profile={profile} />
              </ContactItem>
            ))}
          </ContactCard>
        </Grid>
      </Grid>
    </SimplePage>
  );
}
