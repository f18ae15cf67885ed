import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { StepHeading } from '../../../components/set-up-account/step-heading';
import { resendVerificationErrorMessageId } from '../../../lib/auth/verification-email-error-message';

export const SIGN_IN_AFTER_VERIFICATION_PATH = '/login?from=verification';

export interface CheckYourEmailProps {
  email: string;
  focusOnMount: boolean;
  /** Sends the verification email again. */
  onResend: () => Promise<void>;
  /** Ends this session and opens the sign-in page, where the verified account signs in. */
  onSignIn: () => void;
}

type ResendState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; messageId: string };

/** The email path's last screen: verify the address, then sign in to apply. */
export function CheckYourEmail({ email, focusOnMount, onResend, onSignIn }: CheckYourEmailProps) {
  const intl = useIntl();
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });
  const send = async () => {
    setResend({ kind: 'sending' });
    try {
      await onResend();
      setResend({ kind: 'sent' });
    } catch (error) {
      setResend({ kind: 'failed', messageId: resendVerificationErrorMessageId(error) });
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <MarkEmailUnreadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <StepHeading titleId="registration.checkEmail.title" focusOnMount={focusOnMount} />
      <Typography>
        <FormattedMessage id="registration.checkEmail.body" values={{ email }} />
      </Typography>
      <Typography>
        <FormattedMessage id="registration.checkEmail.next" />
      </Typography>
      <div role="status">
        {resend.kind === 'sent' && (
          <Alert severity="success">
            <FormattedMessage id="identity.verificationEmail.sent" />
          </Alert>
        )}
        {resend.kind === 'failed' && (
          <Alert severity="error">{intl.formatMessage({ id: resend.messageId })}</Alert>
        )}
      </div>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        <Button variant="contained" onClick={onSignIn}>
          <FormattedMessage id="registration.checkEmail.signIn" />
        </Button>
        <Button variant="outlined" onClick={send} disabled={resend.kind === 'sending'}>
          <FormattedMessage
            id={
              resend.kind === 'sending'
                ? 'registration.checkEmail.resending'
                : 'registration.checkEmail.resend'
            }
          />
        </Button>
      </Stack>
    </Stack>
  );
}
