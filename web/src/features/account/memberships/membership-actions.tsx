import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { PaymentTarget } from '../../../components/payments/payment-target';
import { isClubCoachMembership } from '../../../lib/account/dues';
import { fullName, type MembershipRecord } from '../../../lib/records/records';
import { membershipPaymentTarget } from '../payment-targets';

/** A membership's own Pay Now or Renew; a club's coach membership says it goes with the club. */
export function MembershipActions({
  membership,
  now,
  onPay,
}: {
  membership: MembershipRecord;
  now: Date;
  onPay: (target: PaymentTarget) => void;
}) {
  const intl = useIntl();
  if (isClubCoachMembership(membership)) {
    return membership.status === 'active' || membership.status === 'expired' ? (
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="myAccount.coachWithClub" />
      </Typography>
    ) : null;
  }
  const target = membershipPaymentTarget(membership, now);
  if (!target || target.kind !== 'membership') return null;
  const renewal = Boolean(target.renewal);
  return (
    <Button
      variant="contained"
      size="small"
      aria-haspopup="dialog"
      aria-label={intl.formatMessage(
        { id: renewal ? 'myAccount.renewFor' : 'myAccount.payNowFor' },
        { name: fullName(membership) },
      )}
      onClick={() => onPay(target)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <FormattedMessage id={renewal ? 'myAccount.renew' : 'myAccount.payNow'} />
    </Button>
  );
}
