import { isAccountComplete } from '@domain/status';
import { lazy, Suspense, useDeferredValue } from 'react';

import { LoadingScreen } from '../../components/ui/loading-screen';
import { useMyAccount, useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import type { SessionUser } from '../../lib/session/session-user';

import { AccountReadBoundary, AccountReadFailed } from './account-read-failed';
import { AccountTabs } from './account-tabs';
import type { AddMembershipSlot } from './memberships/add-membership-dialog';

// The setup form (and the account step's form code) only for a sign-in without a record yet.
const CompleteAccountSetup = lazy(() =>
  import('./complete-account-setup').then((module) => ({
    default: module.CompleteAccountSetup,
  })),
);

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
  // The tabs wait for the memberships and clubs too (they arrive with the account, over the
  // same connection): painted with a list still loading, they jumped when it arrived, and
  // each late list re-rendered every tab. Live reads update React synchronously; deferred,
  // the first paint of the tabs (the page's largest render) is rendered in slices instead.
  const loaded = useDeferredValue(
    [account, memberships, clubs].every((read) => read.status !== 'loading'),
  );
  if (account.status === 'error') return <AccountReadFailed />;
  if (!loaded) return <LoadingScreen messageId="account.loading" />;
  if (!account.data) {
    return (
      <Suspense fallback={<LoadingScreen messageId="account.loading" />}>
        <CompleteAccountSetup user={user} />
      </Suspense>
    );
  }
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
