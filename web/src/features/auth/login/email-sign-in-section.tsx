import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { SecurityCheck } from '../../../components/security-check/security-check';
import { onDemandDialog } from '../../../components/ui/on-demand-dialog';
import { whenVisitorActs } from '../../../lib/scheduling/main-thread';

// The form's text fields (MUI's TextField brings its Select and Menu along) and the dialog
// show only after the security check: the page's first render need not wait for them.
const loadForm = () => import('./email-sign-in-form');
const loadForgotDialog = () => import('./forgot-password-dialog');
const EmailSignInForm = lazy(() =>
  loadForm().then((module) => ({ default: module.EmailSignInForm })),
);
const ForgotPasswordDialog = onDemandDialog(
  () => loadForgotDialog().then((module) => module.ForgotPasswordDialog),
  (props) => props.open,
);

export interface EmailSignInSectionProps {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
}

/** 'Sign in with email': the security check, then the form and 'Forgot your password?'. */
export function EmailSignInSection({ busy, onSubmit }: EmailSignInSectionProps) {
  const headingId = useId();
  const [checkPassed, setCheckPassed] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  // Fetched while the visitor starts the check, so the form is there when it passes.
  useEffect(
    () =>
      whenVisitorActs(() => {
        void loadForm();
        void loadForgotDialog();
      }),
    [],
  );

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        <FormattedMessage id="signIn.emailHeading" />
      </Typography>
      {checkPassed ? (
        <Suspense
          fallback={
            <Box sx={{ py: 2, textAlign: 'center' }}>
              <CircularProgress size={24} aria-hidden />
            </Box>
          }
        >
          <EmailSignInForm
            busy={busy}
            onSubmit={onSubmit}
            onForgotPassword={() => setForgotOpen(true)}
          />
        </Suspense>
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
