import { isAccountComplete } from '@domain/status';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';

import { LoadingScreen } from '../../components/ui/loading-screen';
import { useMyAccount, useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import {
  RealtimeAfterFirstScreen,
  useGoLiveAfterFirstScreen,
} from '../../lib/firebase/read-then-live';
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

/**
 * Reads the caller's own records and shows the setup form or the tabs: painted from one-shot
 * reads, then live once the person starts using the page (the realtime SDK is not part of
 * the page load).
 */
export function MyAccountContent(props: { user: SessionUser; addMembership?: AddMembershipSlot }) {
  return (
    <AccountReadBoundary>
      <RealtimeAfterFirstScreen>
        <MyRecords {...props} />
      </RealtimeAfterFirstScreen>
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
  // The tabs wait for the memberships and clubs too (they arrive with the account): painted
  // with a list still loading, they jumped when it arrived, and each late list re-rendered
  // every tab. Deferred, the first paint of the tabs (the page's largest render) is rendered
  // in slices.
  const loaded = useDeferredValue(
    [account, memberships, clubs].every((read) => read.status !== 'loading'),
  );
  // Back from a payment (?payment=), its outcome is on its way: live at once.
  const [params] = useSearchParams();
  const [paying] = useState(() => params.has('payment'));
  useGoLiveAfterFirstScreen(loaded || account.status === 'error', paying);
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
