import { useGoLiveAfterFirstScreen } from '../../lib/firebase/read-then-live';

import { useOwnStanding } from './api/own-standing';
import { DirectorySections } from './directory-sections';
import { InactiveMemberNotice } from './inactive-member-notice';

/**
 * The directory for as long as the member's standing is active, read once and then live: it
 * opens the moment a payment is settled and closes, lists and all, the moment a refund,
 * suspension or expiry ends it, with no reload. Loaded lazily with the renewal notice.
 */
export default function StandingGate({ uid }: { uid: string }) {
  const standing = useOwnStanding(uid);
  // The notice is the whole first screen of a member without an active standing.
  useGoLiveAfterFirstScreen(standing === 'inactive');
  if (standing === 'inactive') return <InactiveMemberNotice uid={uid} />;
  return <DirectorySections pending={standing === 'loading'} />;
}
