import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { useConfig } from '../../config/config-context';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { RouterLink } from '../../lib/routing/router-link';

import { EmailSignInSection } from './login/email-sign-in-section';
import { SocialSignInButtons } from './login/social-sign-in-buttons';
import { useLeaveWhenSignedIn } from './login/use-leave-when-signed-in';
import { useSignIn } from './login/use-sign-in';

/** /login: Google, Facebook, or email and password after the security check. */
export function LoginPage() {
  usePageMeta('signIn.title', 'signIn.lead');
  useLeaveWhenSignedIn();
  const config = useConfig();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const { busy, error, signInWithSocial, signInWithEmail } = useSignIn();
  const socialEnabled = config.features.socialSignIn !== false;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <div>
            <Typography component="h1" variant="h3" gutterBottom>
              <FormattedMessage id="signIn.title" />
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="signIn.lead" />
            </Typography>
          </div>
          {hydrated && params.get('from') === 'verification' && (
            <Alert severity="success">
              <AlertTitle>
                <FormattedMessage id="signIn.verificationComplete" />
              </AlertTitle>
              <FormattedMessage id="signIn.verificationCompleteHint" />
            </Alert>
          )}
          {error && (
            <Alert severity="error">
              <FormattedMessage id={error.id} values={error.values} />
            </Alert>
          )}
          {socialEnabled && (
            <>
              <SocialSignInButtons busy={busy} onSignIn={signInWithSocial} />
              <Divider>
                <FormattedMessage id="signIn.or" />
              </Divider>
            </>
          )}
          <EmailSignInSection busy={busy} onSubmit={signInWithEmail} />
          <Typography variant="body2">
            <FormattedMessage
              id="signIn.noAccount"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to="/register">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        </Stack>
      </Paper>
    </Container>
  );
}
