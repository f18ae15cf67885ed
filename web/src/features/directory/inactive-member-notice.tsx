import { useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import { renewalPath } from '../../lib/account/renewal-path';

import { AccessRequiredNotice } from './access-required-notice';
import { DirectorySections } from './directory-sections';

/**
 * The access notice for a signed-in person without an active standing: one whose membership
 * lapsed is sent to renew it, as My Account would; anyone else to register.
 */
export function InactiveMemberNotice({ uid }: { uid: string }) {
  const memberships = useMyMemberships(uid);
  const clubs = useMyClubs(uid);
  // The same placeholder as while the standing loads, so Register never flashes before Renew.
  if (memberships.status === 'loading' || clubs.status === 'loading') {
    return <DirectorySections pending />;
  }
  const path = renewalPath(memberships.data ?? [], clubs.data ?? [], new Date());
  return <AccessRequiredNotice signedOut={false} renewPath={path} />;
}
