import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { RouterLink } from '../../lib/routing/router-link';

import { ApplicationReceivedDialog } from './application-received-dialog';
import { LegacyApplicationForm } from './legacy-application-form';

export function JoinLegacyPage() {
  usePageMeta('joinLegacy.title', 'joinLegacy.lead');
  const [received, setReceived] = useState({ open: false, firstName: '' });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="joinLegacy.title" />
      </Typography>
      <Typography sx={{ mb: 2 }} color="textSecondary">
        <FormattedMessage id="joinLegacy.lead" />
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 4 }}>
        <FormattedMessage
          id="joinLegacy.currentWay"
          values={{
            joinLink: (chunks) => (
              <Link component={RouterLink} to="/join" sx={{ fontWeight: 700 }}>
                {chunks}
              </Link>
            ),
          }}
        />
      </Alert>
      <LegacyApplicationForm
        onReceived={(application) =>
          setReceived({ open: true, firstName: application.firstName.trim() })
        }
      />
      <ApplicationReceivedDialog
        open={received.open}
        firstName={received.firstName}
        onClose={() => setReceived((current) => ({ ...current, open: false }))}
      />
    </Container>
  );
}
