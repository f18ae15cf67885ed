import { isAccountComplete } from '@domain/status';

import { LoadingScreen } from '../../components/ui/loading-screen';
import { useMyAccount, useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import type { SessionUser } from '../../lib/session/session-user';

import { AccountTabs } from './account-tabs';
import { CompleteAccountSetup } from './complete-account-setup';
import type { AddMembershipSlot } from './memberships/add-membership-dialog';

/** Reads the caller's own records live and shows the setup card or the tabs. */
export function MyAccountContent({
  user,
  addMembership,
}: {
  user: SessionUser;
  addMembership?: AddMembershipSlot;
}) {
  const account = useMyAccount(user.uid);
  const memberships = useMyMemberships(user.uid);
  const clubs = useMyClubs(user.uid);
  if (account.status === 'loading') return <LoadingScreen messageId="account.loading" />;
  if (!account.data) return <CompleteAccountSetup />;
  return (
    <AccountTabs
      user={user}
      account={account.data}
      complete={isAccountComplete(account.data)}
      memberships={memberships}
      clubs={clubs}
      addMembership={addMembership}
    />
  );
}
