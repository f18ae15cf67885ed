import { useSearchParams } from 'react-router';

import { InvalidLinkView } from './action/invalid-link-view';
import { InvalidRequestView } from './action/invalid-request-view';
import { NotImplementedView } from './action/not-implemented-view';
import { ResetPasswordView } from './action/reset-password-view';
import { VerifyEmailView } from './action/verify-email-view';

/** /auth/action and /__/auth/action: the page emailed links open, chosen by `mode`. */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  switch (mode) {
    case 'verifyEmail':
      return code ? (
        <VerifyEmailView key={code} code={code} continueUrl={params.get('continueUrl')} />
      ) : (
        <InvalidLinkView messageId="verifyEmail.missingCode" />
      );
    case 'resetPassword':
      return code ? (
        <ResetPasswordView key={code} code={code} />
      ) : (
        <InvalidLinkView messageId="resetPassword.missingCode" />
      );
    case 'signIn':
    case 'recoverEmail':
      return <NotImplementedView mode={mode} />;
    default:
      return <InvalidRequestView mode={mode} />;
  }
}
