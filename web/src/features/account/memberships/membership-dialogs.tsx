import { Alert, AlertTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { PaymentDialog } from '../../../components/payments/payment-dialog';
import { fullName, type AccountRecord, type MembershipRecord } from '../../../lib/account/records';
import type { MembershipDialogState } from '../use-membership-deep-links';

import { MembershipEditDialog } from './membership-edit-dialog';

/** The Edit Membership dialog and the membership payment dialog, opened by id. */
export function MembershipDialogs({
  dialog,
  onChange,
  memberships,
  account,
  isAdmin,
}: {
  dialog: MembershipDialogState;
  onChange: (dialog: MembershipDialogState) => void;
  memberships: MembershipRecord[];
  account: AccountRecord;
  isAdmin: boolean;
}) {
  const membership = dialog ? memberships.find((m) => m.id === dialog.membershipId) : undefined;
  return (
    <>
      {dialog?.kind === 'edit' && membership && (
        <MembershipEditDialog
          key={membership.id}
          membership={membership}
          account={account}
          isAdmin={isAdmin}
          initialTab={dialog.tab}
          onClose={() => onChange(null)}
          onPay={() => onChange({ kind: 'pay', membershipId: membership.id, direct: false })}
        />
      )}
      <PaymentDialog
        target={
          dialog?.kind === 'pay' && membership
            ? { kind: 'membership', id: membership.id, name: fullName(membership) }
            : null
        }
        intro={
          dialog?.kind === 'pay' && dialog.direct ? (
            <Alert severity="success">
              <AlertTitle>
                <FormattedMessage id="payments.approved" />
              </AlertTitle>
              <FormattedMessage id="payments.approvedBody" />
            </Alert>
          ) : undefined
        }
        onClose={() =>
          onChange(
            dialog?.kind === 'pay' && !dialog.direct
              ? { kind: 'edit', membershipId: dialog.membershipId, tab: 'payment' }
              : null,
          )
        }
      />
    </>
  );
}
