import { formatCents, priceFor } from '@domain/pricing';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { RecordStanding } from '../../../components/memberships/record-standing';
import { PaymentStatusBadge } from '../../../components/memberships/status-badge';
import {
  athleteTierOf,
  isClubCoachMembership,
  membershipPaymentDue,
} from '../../../lib/account/dues';
import type { MembershipRecord } from '../../../lib/records/records';

/**
 * The payment tab: Pay Now when approved and unpaid; once paid, how long it is valid and
 * Renew inside the renewal window. A club's coach membership is paid with its club.
 */
export function MembershipPaymentPanel({
  membership,
  onPay,
}: {
  membership: MembershipRecord;
  onPay: () => void;
}) {
  const intl = useIntl();
  const now = new Date();
  const due = membershipPaymentDue(membership, now);
  const paidBefore =
    membership.paymentStatus === 'paid' ||
    ['active', 'expired', 'suspended', 'cancelled'].includes(membership.status);
  const standing = (
    <>
      {membership.memberId && (
        <Typography>
          <FormattedMessage
            id="myAccount.membership.memberId"
            values={{ id: membership.memberId }}
          />
        </Typography>
      )}
      <RecordStanding record={membership} now={now} />
    </>
  );

  if (isClubCoachMembership(membership)) {
    return (
      <Stack spacing={1.5} sx={{ py: 2 }}>
        <Typography>
          <FormattedMessage id="myAccount.membership.coachWithClub" />
        </Typography>
        {standing}
      </Stack>
    );
  }
  if (membership.status === 'active' && due !== 'renewal') {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="h3" variant="h4">
          <FormattedMessage id="payments.success" />
        </Typography>
        <Typography>
          <FormattedMessage id="payments.successMembership" />
        </Typography>
        {standing}
      </Stack>
    );
  }
  if (paidBefore) {
    return (
      <Stack spacing={1.5} sx={{ py: 2, alignItems: 'flex-start' }}>
        {standing}
        {due === 'renewal' && (
          <>
            <Typography>
              <FormattedMessage id="myAccount.membership.renewable" />
            </Typography>
            <Button variant="contained" onClick={onPay}>
              <FormattedMessage id="myAccount.renew" />
            </Button>
          </>
        )}
      </Stack>
    );
  }
  const amount = formatCents(priceFor(athleteTierOf(membership)), intl.locale);
  return (
    <Box sx={{ py: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography>
          <FormattedMessage id="myAccount.membership.paymentStatus" />
        </Typography>
        <PaymentStatusBadge status={membership.paymentStatus} />
      </Stack>
      {due === 'first' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <FormattedMessage id="myAccount.membership.amountDue" values={{ amount }} />
          </Typography>
          <Button variant="contained" onClick={onPay}>
            <FormattedMessage id="myAccount.payNow" />
          </Button>
        </Stack>
      ) : (
        <Typography color="textSecondary">
          <FormattedMessage id="myAccount.membership.notPayable" />
        </Typography>
      )}
    </Box>
  );
}
