import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

import { ProgressStatus } from '../../../components/progress-status/progress-status';
import { sameSitePath } from '../same-site-path';

import { applyEmailVerification } from './action-codes';
import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';
import { ActionLinks } from './action-links';
import { DEVELOPMENT_EMAIL } from './development-code';
import { useActionCodeResult } from './use-action-code-result';
import { verificationErrorMessage } from './verification-error-message';

export interface VerifyEmailViewProps {
  code: string;
  continueUrl: string | null;
}

/** Applies the emailed code; then 'Email Verified!' or 'Verification Failed'. */
export function VerifyEmailView({ code, continueUrl }: VerifyEmailViewProps) {
  const result = useActionCodeResult(code, applyEmailVerification, DEVELOPMENT_EMAIL);

  if (result.status === 'loading') {
    return (
      <ActionLayout titleId="verifyEmail.title">
        <ActionHeading id="verifyEmail.verifying" />
        <ProgressStatus messageId="verifyEmail.verifyingHint" />
      </ActionLayout>
    );
  }

  if (result.status === 'failed') {
    const message = verificationErrorMessage(result.error);
    return (
      <ActionLayout titleId="verifyEmail.failedTitle">
        <ActionHeading id="verifyEmail.failedTitle" />
        <Alert severity="error">
          <FormattedMessage id={message.id} values={message.values} />
        </Alert>
        <ActionLinks
          primary={{ to: '/login', messageId: 'verifyEmail.goToSignIn' }}
          secondary={{ to: '/my-account?tab=account', messageId: 'verifyEmail.requestNew' }}
        />
      </ActionLayout>
    );
  }

  const next =
    (typeof window === 'undefined' ? null : sameSitePath(continueUrl, window.location.origin)) ??
    '/login';
  return (
    <ActionLayout titleId="verifyEmail.successTitle">
      <ActionHeading id="verifyEmail.successTitle" />
      <Alert severity="success">
        {result.value ? (
          <FormattedMessage
            id="verifyEmail.successWithEmail"
            values={{ email: <strong>{result.value}</strong> }}
          />
        ) : (
          <FormattedMessage id="verifyEmail.success" />
        )}
      </Alert>
      <ActionLinks
        primary={{ to: next, messageId: 'verifyEmail.continue' }}
        secondary={{ to: '/', messageId: 'verifyEmail.home' }}
      />
    </ActionLayout>
  );
}
