import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { ProgressStatus } from '../../../components/progress-status/progress-status';
import { useConfig } from '../../../config/config-context';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { RouterLink } from '../../../lib/routing/router-link';

import { emailOfResetCode, resetPassword } from './action-codes';
import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';
import { DEVELOPMENT_EMAIL, isDevelopmentCode } from './development-code';
import { messageSeverity } from './message-severity';
import { resetCheckErrorMessageId, resetSubmitErrorMessageId } from './reset-error-message';
import { ResetPasswordForm } from './reset-password-form';
import { useActionCodeResult } from './use-action-code-result';

/** How long the success message shows before sign-in. */
const REDIRECT_AFTER_RESET_MS = 3000;

function BackToSignIn() {
  return (
    <Button component={RouterLink} to="/login" variant="text" sx={{ alignSelf: 'flex-start' }}>
      <FormattedMessage id="resetPassword.backToSignIn" />
    </Button>
  );
}

/** Checks the emailed code, then asks for the new password twice. */
export function ResetPasswordView({ code }: { code: string }) {
  const intl = useIntl();
  const config = useConfig();
  const navigate = useNavigate();
  const check = useActionCodeResult(code, emailOfResetCode, DEVELOPMENT_EMAIL);
  const [busy, setBusy] = useState(false);
  const [messageId, setMessageId] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [newLinkNote, setNewLinkNote] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (password: string) => {
    setBusy(true);
    setMessageId(null);
    try {
      if (!isDevelopmentCode(config, code)) {
        const { auth } = await loadFirebase(config);
        await resetPassword(auth, code, password);
      }
      setDone(true);
    } catch (error) {
      setMessageId(resetSubmitErrorMessageId(error));
      setBusy(false);
    }
  };

  if (check.status === 'loading') {
    return (
      <ActionLayout titleId="resetPassword.title">
        <ActionHeading id="resetPassword.title" />
        <ProgressStatus messageId="resetPassword.checking" />
      </ActionLayout>
    );
  }

  if (check.status === 'failed') {
    const failureText = intl.formatMessage({ id: resetCheckErrorMessageId(check.error) });
    return (
      <ActionLayout titleId="resetPassword.failedTitle">
        <ActionHeading id="resetPassword.failedTitle" />
        <Alert severity={messageSeverity(failureText)}>{failureText}</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={() => setNewLinkNote(true)}>
            <FormattedMessage id="resetPassword.requestNew" />
          </Button>
          <BackToSignIn />
        </Stack>
        {newLinkNote && (
          <Alert severity="info" role="status">
            <FormattedMessage id="resetPassword.requestNewNote" />
          </Alert>
        )}
      </ActionLayout>
    );
  }

  if (done) {
    const successText = intl.formatMessage({ id: 'resetPassword.success' });
    return (
      <ActionLayout titleId="resetPassword.title">
        <ActionHeading id="resetPassword.successTitle" />
        <Alert severity={messageSeverity(successText)} role="status">
          {successText}
        </Alert>
        <BackToSignIn />
      </ActionLayout>
    );
  }

  return (
    <ActionLayout titleId="resetPassword.title">
      <ActionHeading id="resetPassword.title" />
      <ResetPasswordForm
        email={check.value ?? ''}
        busy={busy}
        messageId={messageId}
        onSubmit={submit}
        onInvalid={setMessageId}
      />
      <BackToSignIn />
    </ActionLayout>
  );
}
