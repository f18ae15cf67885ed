import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { RouterLink } from '../../lib/routing/router-link';

import { RegistrationWizard } from './registration-wizard';
import { rememberTier } from './storage/selected-tier';

/** /register?tier=&verified=: hosts the registration wizard. */
export function RegisterPage() {
  usePageMeta('registration.page.title', 'registration.page.description');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // Read once: the stored tier outlives the query string for the rest of the visit.
  const [tier] = useState(() => rememberTier(params.get('tier')));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h3" gutterBottom>
        <FormattedMessage id="registration.page.title" />
      </Typography>
      {hydrated && params.get('verified') === 'true' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle>
            <FormattedMessage id="registration.page.verified" />
          </AlertTitle>
          <FormattedMessage id="registration.page.verifiedBody" />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <RegistrationWizard initialTier={tier ?? undefined} />
      </Paper>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <FormattedMessage
          id="registration.page.signIn"
          values={{
            link: (chunks) => (
              <Link component={RouterLink} to="/login">
                {chunks}
              </Link>
            ),
          }}
        />
      </Typography>
    </Container>
  );
}
