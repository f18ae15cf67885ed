import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { signInWithSocial } from '../../components/set-up-account/create-account/identity-actions';
import { useRedirectedSignIn } from '../../components/set-up-account/create-account/use-redirected-sign-in';
import { useConfig } from '../../config/config-context';
import { AreaMessages } from '../../i18n/area-messages';
import { identityErrorMessage, type IdentityMessage } from '../../lib/auth/identity-error-message';

/** The join page's modes for a visitor: social sign-in first. */
export type JoinMode = 'social' | 'registration' | 'login';

export interface JoinStartProps {
  mode: JoinMode;
  onModeChange: (mode: JoinMode) => void;
  /** The registration wizard, from its first step. */
  registration: ReactNode;
  /** Email sign-in behind the security check. */
  signIn: ReactNode;
}

type Provider = 'google' | 'facebook';

/** Its messages live with sign-in's: loaded only when a sign-in has failed. */
function SignInFailure({ message }: { message: IdentityMessage }) {
  return (
    <Suspense fallback={null}>
      <AreaMessages areas={['auth']}>
        <Alert severity="error" role="alert">
          <FormattedMessage id={message.id} values={message.values} />
        </Alert>
      </AreaMessages>
    </Suspense>
  );
}

/** Google and Facebook; a sign-in sends the page on to the wizard's membership step. */
function SocialMode({ onModeChange }: { onModeChange: (mode: JoinMode) => void }) {
  const config = useConfig();
  const [busy, setBusy] = useState<Provider | 'redirect' | null>(null);
  const [error, setError] = useState<IdentityMessage | null>(null);

  useRedirectedSignIn({ setBusy, setError });

  const social = async (provider: Provider) => {
    setBusy(provider);
    setError(null);
    try {
      await signInWithSocial(config, provider);
    } catch (failure) {
      setError(identityErrorMessage(failure));
      setBusy(null);
    }
  };

  const disabled = busy !== null;
  const label = (provider: Provider) =>
    busy === provider ? 'join.start.signingIn' : `join.start.${provider}`;
  return (
    <Stack spacing={2}>
      {error && <SignInFailure message={error} />}
      <Button
        variant="outlined"
        size="large"
        startIcon={<GoogleIcon aria-hidden />}
        disabled={disabled}
        onClick={() => void social('google')}
      >
        <FormattedMessage id={label('google')} />
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<FacebookIcon aria-hidden />}
        disabled={disabled}
        onClick={() => void social('facebook')}
      >
        <FormattedMessage id={label('facebook')} />
      </Button>
      <Divider>
        <FormattedMessage id="join.start.or" />
      </Divider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          size="large"
          disabled={disabled}
          onClick={() => onModeChange('registration')}
          sx={{ flex: 1 }}
        >
          <FormattedMessage id="join.start.register" />
        </Button>
        <Button
          variant="text"
          size="large"
          disabled={disabled}
          onClick={() => onModeChange('login')}
          sx={{ flex: 1 }}
        >
          <FormattedMessage id="join.start.signIn" />
        </Button>
      </Stack>
    </Stack>
  );
}

/** 'Start Your Membership': social sign-in, registration or sign-in, on the join page itself. */
export function JoinStart({ mode, onModeChange, registration, signIn }: JoinStartProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="join-start-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Typography id="join-start-heading" component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="join.start.title" />
      </Typography>
      {mode === 'social' ? (
        <>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            <FormattedMessage id="join.start.lead" />
          </Typography>
          <SocialMode onModeChange={onModeChange} />
        </>
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <Button onClick={() => onModeChange('social')}>
              <FormattedMessage id="join.start.back" />
            </Button>
          </Box>
          {mode === 'registration' ? registration : signIn}
        </>
      )}
    </Paper>
  );
}
