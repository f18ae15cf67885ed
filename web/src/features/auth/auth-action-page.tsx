import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSearchParams } from 'react-router';

import { useHydrated } from '../../lib/hydration/use-hydrated';

import { ActionHeading } from './action/action-heading';
import { ActionLayout } from './action/action-layout';
import { InvalidLinkView } from './action/invalid-link-view';
import { InvalidRequestView } from './action/invalid-request-view';
import { NotImplementedView } from './action/not-implemented-view';
import { ResetPasswordView } from './action/reset-password-view';
import { VerifyEmailView } from './action/verify-email-view';

/** What the prerendered page shows until the link's query can be read. */
function ActionPending() {
  return (
    <ActionLayout titleId="accountAction.title">
      <ActionHeading id="accountAction.title" />
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 80 }}>
        <CircularProgress aria-hidden />
      </Box>
    </ActionLayout>
  );
}

/** /auth/action and /__/auth/action: the page emailed links open, chosen by `mode`. */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return <ActionPending />;
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
