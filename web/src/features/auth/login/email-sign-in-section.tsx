import { Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { SecurityCheck } from '../../../components/security-check/security-check';

import { EmailSignInForm } from './email-sign-in-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';

export interface EmailSignInSectionProps {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
}

/** 'Sign in with email': the security check, then the form and 'Forgot your password?'. */
export function EmailSignInSection({ busy, onSubmit }: EmailSignInSectionProps) {
  const headingId = useId();
  const [checkPassed, setCheckPassed] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        <FormattedMessage id="signIn.emailHeading" />
      </Typography>
      {checkPassed ? (
        <EmailSignInForm
          busy={busy}
          onSubmit={onSubmit}
          onForgotPassword={() => setForgotOpen(true)}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="securityCheck.completeFirst" />
          </Typography>
          <SecurityCheck action="login" headingLevel="h3" onVerified={() => setCheckPassed(true)} />
        </>
      )}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Stack>
  );
}
