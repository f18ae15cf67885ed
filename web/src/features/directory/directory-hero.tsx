import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { PageHero } from '../../components/ui/page-hero';

export function DirectoryHero() {
  return (
    <PageHero titleId="directory.title" leadId="directory.lead">
      <Typography
        sx={{
          display: 'inline-block',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: { xs: 2, md: 3 },
          py: 1,
          borderRadius: 1,
          fontWeight: 900,
          letterSpacing: '0.08em',
          fontSize: { xs: '1.5rem', md: '2rem' },
        }}
      >
        <FormattedMessage id="directory.banner" />
      </Typography>
    </PageHero>
  );
}
