import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useRequiredSession } from '../../lib/session/use-required-session';

import type { AddMembershipSlot } from './memberships/add-membership-dialog';

// The tabs and their reads of the person's records stay in their own chunk.
const MyAccountContent = lazy(() =>
  import('./my-account-content').then((module) => ({ default: module.MyAccountContent })),
);

/**
 * /my-account: the signed-in person's account, memberships, clubs and payments.
 * `registrationResume` is the app's slot for an unfinished email registration and
 * `addMembership` its slot for 'Add New Membership' (the wizard belongs to another feature).
 */
export function MyAccountPage({
  registrationResume,
  addMembership,
}: {
  registrationResume?: ReactNode;
  addMembership?: AddMembershipSlot;
}) {
  usePageMeta('account.title', 'myAccount.lead');
  const { user, ready } = useRequiredSession();
  // The title is everyone's: it is in the prerendered page, and stays while the session is
  // confirmed and the account loads below it.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="account.title" />
      </Typography>
      {ready && user ? (
        <>
          {registrationResume}
          <Suspense fallback={<LoadingScreen messageId="account.loading" />}>
            <MyAccountContent user={user} addMembership={addMembership} />
          </Suspense>
        </>
      ) : (
        <LoadingScreen messageId="account.loading" />
      )}
    </Container>
  );
}
