import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { verificationEmailErrorMessageId } from '../../../lib/auth/verification-email-error-message';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

import { SendEmailDialog } from './send-email-dialog';

const MESSAGES = {
  title: 'myAccount.verify.title',
  body: 'myAccount.verify.body',
  send: 'myAccount.verify.send',
  sending: 'myAccount.verify.sending',
};

/** 'Resend Email Verification'. */
export function VerificationEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useConfig();
  const intl = useIntl();
  const send = async () => {
    // firebase/auth comes with Firebase, not with this page's chunk.
    const [{ auth }, { resendVerification }] = await Promise.all([
      loadFirebase(config),
      import('../../../lib/auth/resend-verification'),
    ]);
    await resendVerification(auth, config, intl.locale);
  };
  return (
    <SendEmailDialog
      open={open}
      onClose={onClose}
      messages={MESSAGES}
      send={send}
      errorMessageId={verificationEmailErrorMessageId}
      sent={<FormattedMessage id="identity.verificationEmail.sent" />}
    />
  );
}
