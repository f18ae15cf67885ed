import { useOwnStanding } from '../../lib/session/use-standing';

import { DirectorySections } from './directory-sections';
import { InactiveMemberNotice } from './inactive-member-notice';

/**
 * The directory for as long as the member's standing is active, read live: it opens the
 * moment a payment is settled and closes, lists and all, the moment a refund, suspension or
 * expiry ends it, with no reload. Reads Firestore, so it is loaded lazily.
 */
export default function StandingGate({ uid }: { uid: string }) {
  const standing = useOwnStanding(uid);
  if (standing === 'inactive') return <InactiveMemberNotice uid={uid} />;
  return <DirectorySections pending={standing === 'loading'} />;
}
