import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import {
  identityErrorMessage,
  type IdentityMessage,
} from '../../../lib/auth/identity-error-message';
import type { SignInMethod } from '../../../lib/auth/sign-in-methods';
import { RouterLink } from '../../../lib/routing/router-link';
import { SecurityCheck } from '../../security-check/security-check';
import { StepHeading } from '../step-heading';

import { EmailSignUpForm, type SignUpValues } from './email-sign-up-form';
import { ExistingEmailPanel } from './existing-email-panel';
import { signInWithSocial, signUpByEmail } from './identity-actions';
import { useRedirectedSignIn } from './use-redirected-sign-in';

export type SignedInBy =
  { method: 'google' | 'facebook' } | { method: 'email'; email: string; securityCheckId: string };

export interface CreateAccountStepProps {
  focusOnMount: boolean;
  onAuthenticated: (by: SignedInBy) => void;
  /** Where 'Sign in' goes: a wizard that wants the reader back passes /login?redirect=... */
  signInPath?: string;
}

type Busy = 'google' | 'facebook' | 'email' | 'redirect' | null;

/** Step 1: Google, Facebook, or email and password once the security check has passed. */
export function CreateAccountStep({
  focusOnMount,
  onAuthenticated,
  signInPath = '/login',
}: CreateAccountStepProps) {
  const config = useConfig();
  const intl = useIntl();
  // The page is prerendered: a click before React runs it would be lost.
  const [emailChosen, setEmailChosen] = useState(false);
  const [securityCheckId, setSecurityCheckId] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<IdentityMessage | null>(null);
  const [existingMethods, setExistingMethods] = useState<SignInMethod[] | null>(null);
  useRedirectedSignIn({
    setBusy,
    setError,
    onSignedIn: (provider) => onAuthenticated({ method: provider }),
  });

  const social = async (provider: 'google' | 'facebook') => {
    setBusy(provider);
    setError(null);
    try {
      await signInWithSocial(config, provider);
      onAuthenticated({ method: provider });
    } catch (failure) {
      setError(identityErrorMessage(failure));
      setBusy(null);
    }
  };

  const signUp = async ({ email, password }: SignUpValues) => {
    if (!securityCheckId) return;
    setBusy('email');
    setError(null);
    setExistingMethods(null);
    try {
      const outcome = await signUpByEmail(config, email, password, intl.locale);
      if (outcome.kind === 'exists') {
        setExistingMethods(outcome.methods);
        setBusy(null);
        return;
      }
      onAuthenticated({ method: 'email', email: email.trim(), securityCheckId });
    } catch (failure) {
      setError(identityErrorMessage(failure));
      setBusy(null);
    }
  };

  return (
    <div>
      <StepHeading titleId="registration.createAccount.title" focusOnMount={focusOnMount} />
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <FormattedMessage id="registration.createAccount.lead" />
      </Typography>
      <Stack spacing={2}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<GoogleIcon aria-hidden />}
          onClick={() => social('google')}
          disabled={busy !== null}
        >
          <FormattedMessage
            id={
              busy === 'google'
                ? 'registration.createAccount.signingIn'
                : 'registration.createAccount.google'
            }
          />
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<FacebookIcon aria-hidden />}
          onClick={() => social('facebook')}
          disabled={busy !== null}
        >
          <FormattedMessage
            id={
              busy === 'facebook'
                ? 'registration.createAccount.signingIn'
                : 'registration.createAccount.facebook'
            }
          />
        </Button>
        <Divider>
          <FormattedMessage id="registration.createAccount.or" />
        </Divider>
        {!emailChosen ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<EmailOutlinedIcon aria-hidden />}
            onClick={() => setEmailChosen(true)}
            disabled={busy !== null}
          >
            <FormattedMessage id="registration.createAccount.email" />
          </Button>
        ) : (
          <SecurityCheck action="registration" onVerified={setSecurityCheckId} />
        )}
      </Stack>
      {securityCheckId && <EmailSignUpForm busy={busy === 'email'} onSubmit={signUp} />}
      {existingMethods && <ExistingEmailPanel methods={existingMethods} />}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: error.id }, error.values)}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <FormattedMessage
          id="registration.createAccount.haveAccount"
          values={{
            link: (chunks) => (
              <Link component={RouterLink} to={signInPath}>
                {chunks}
              </Link>
            ),
          }}
        />
      </Typography>
    </div>
  );
}
