import { isAccountComplete } from '@domain/status';

import { LoadingScreen } from '../../components/ui/loading-screen';
import { useMyAccount, useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import type { SessionUser } from '../../lib/session/session-user';

import { AccountReadBoundary, AccountReadFailed } from './account-read-failed';
import { AccountTabs } from './account-tabs';
import { CompleteAccountSetup } from './complete-account-setup';
import type { AddMembershipSlot } from './memberships/add-membership-dialog';

/** Reads the caller's own records live and shows the setup form or the tabs. */
export function MyAccountContent(props: { user: SessionUser; addMembership?: AddMembershipSlot }) {
  return (
    <AccountReadBoundary>
      <MyRecords {...props} />
    </AccountReadBoundary>
  );
}

function MyRecords({
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
  if (account.status === 'error') return <AccountReadFailed />;
  if (!account.data) return <CompleteAccountSetup user={user} />;
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
