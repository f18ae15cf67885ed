import { formatIsoDateLocal } from '@domain/dates';
import { isOneOf, TIERS } from '@domain/enums';
import { priceFor } from '@domain/pricing';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';

import { PaymentStatusBadge } from '../../../components/memberships/status-badge';
import type { MembershipRecord } from '../../../lib/account/records';
import { membershipIsPayable } from '../use-membership-deep-links';

/** The payment tab: 'Payment Successful!' when paid, Pay Now when approved and unpaid. */
export function MembershipPaymentPanel({
  membership,
  onPay,
}: {
  membership: MembershipRecord;
  onPay: () => void;
}) {
  const intl = useIntl();
  if (membership.paymentStatus === 'paid' || membership.status === 'active') {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="h3" variant="h4">
          <FormattedMessage id="payments.success" />
        </Typography>
        <Typography>
          <FormattedMessage id="payments.successMembership" />
        </Typography>
        {membership.memberId && (
          <Typography>
            <FormattedMessage
              id="myAccount.membership.memberId"
              values={{ id: membership.memberId }}
            />
          </Typography>
        )}
        {membership.expiresAt && (
          <Typography color="text.secondary">
            <FormattedMessage
              id="myAccount.membership.expires"
              values={{ date: formatIsoDateLocal(membership.expiresAt, intl.locale) }}
            />
          </Typography>
        )}
      </Stack>
    );
  }
  const tier = isOneOf(TIERS, membership.membershipTier) ? membership.membershipTier : 'basic';
  const amount = intl.formatNumber(priceFor(tier) / 100, { style: 'currency', currency: 'USD' });
  return (
    <Box sx={{ py: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography>
          <FormattedMessage id="myAccount.membership.paymentStatus" />
        </Typography>
        <PaymentStatusBadge status={membership.paymentStatus} />
      </Stack>
      {membershipIsPayable(membership) ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <FormattedMessage id="myAccount.membership.amountDue" values={{ amount }} />
          </Typography>
          <Button variant="contained" onClick={onPay}>
            <FormattedMessage id="myAccount.payNow" />
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="myAccount.membership.notPayable" />
        </Typography>
      )}
    </Box>
  );
}
