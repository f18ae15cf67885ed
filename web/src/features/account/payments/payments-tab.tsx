import RefreshIcon from '@mui/icons-material/Refresh';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { CONTACT_EMAIL } from '../../../config/contact';
import { latestPerMembership } from '../../../lib/account/payment-history';
import { usePaymentHistory } from '../../../lib/account/use-payment-history';
import type { ClubRecord, MembershipRecord } from '../../../lib/records/records';

import { PaymentCards } from './payment-cards';
import { PaymentTable } from './payment-table';
import { paymentView } from './payment-view';

/**
 * Payment history: the latest transaction per membership, with refresh, read live from the
 * caller's own payments. A table on a desktop screen, a card per payment on phones and
 * tablets.
 */
export function PaymentsTab({
  uid,
  memberships,
  clubs,
}: {
  uid: string;
  memberships: MembershipRecord[];
  clubs: ClubRecord[];
}) {
  const intl = useIntl();
  const cards = useMediaQuery(useTheme().breakpoints.down('md'));
  const history = usePaymentHistory(uid);
  const lookups = {
    memberships: new Map(memberships.map((membership) => [membership.id, membership])),
    clubs: new Map(clubs.map((club) => [club.id, club])),
  };
  const rows = latestPerMembership(history.transactions);

  let body;
  if (history.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'myAccount.payments.loading' })} />
      </Box>
    );
  } else if (history.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        <AlertTitle>
          <FormattedMessage id="myAccount.payments.loadFailed" />
        </AlertTitle>
        {/* Our own words: Firestore's error text is English and means nothing to a member. */}
        <FormattedMessage id="myAccount.payments.loadFailedReason" />
      </Alert>
    );
  } else if (!rows.length) {
    body = (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
        <FormattedMessage id="myAccount.payments.empty" />
      </Typography>
    );
  } else {
    const payments = rows.map((transaction) => paymentView(intl, transaction, lookups));
    body = cards ? (
      <PaymentCards payments={payments} labelledBy="payments-heading" />
    ) : (
      <PaymentTable payments={payments} />
    );
  }

  return (
    <Box component="section" aria-labelledby="payments-heading">
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id="payments-heading" component="h2" variant="h3">
          <FormattedMessage id="myAccount.payments.title" />
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={history.refresh}
          disabled={history.status === 'loading'}
        >
          <FormattedMessage id="myAccount.payments.refresh" />
        </Button>
      </Stack>
      {body}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
        <FormattedMessage
          id="myAccount.payments.support"
          values={{ email: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link> }}
        />
      </Typography>
    </Box>
  );
}
