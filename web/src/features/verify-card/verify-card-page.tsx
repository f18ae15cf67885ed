import { useEffect } from 'react';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useRequiredSession } from '../../lib/session/use-required-session';

import { CardCheckerView } from './card-checker-view';
import { registerCheckerServiceWorker } from './register-service-worker';

/**
 * /verify: administrators and coaches of active clubs check member cards at a door, with or
 * without a connection. Signed-out visitors are sent to sign in; the API decides who may.
 */
export function VerifyCardPage() {
  usePageMeta('verify.title', 'verify.lead');
  const { user, ready } = useRequiredSession();
  // Only this page installs the service worker that keeps it working with no signal.
  useEffect(() => registerCheckerServiceWorker(), []);
  if (!user) return <LoadingScreen messageId="verify.loading" />;
  return <CardCheckerView key={user.uid} uid={user.uid} sessionReady={ready} />;
}
