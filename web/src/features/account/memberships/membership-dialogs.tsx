import { Alert, AlertTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { PaymentDialog } from '../../../components/payments/payment-dialog';
import type { AccountRecord, MembershipRecord } from '../../../lib/records/records';
import { membershipPaymentTarget } from '../payment-targets';
import type { MembershipDialogState } from '../use-membership-deep-links';

import { MembershipEditDialog } from './membership-edit-dialog';

/**
 * The Edit Membership dialog and the payment dialog (a membership, a club or a household),
 * opened by state so a deep link, a tab or the edit dialog can open them.
 */
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
  const editing =
    dialog?.kind === 'edit' ? memberships.find((m) => m.id === dialog.membershipId) : undefined;
  return (
    <>
      {editing && dialog?.kind === 'edit' && (
        <MembershipEditDialog
          key={editing.id}
          membership={editing}
          account={account}
          isAdmin={isAdmin}
          initialTab={dialog.tab}
          onClose={() => onChange(null)}
          onPay={() => {
            const target = membershipPaymentTarget(editing, new Date());
            if (target) onChange({ kind: 'pay', target, from: editing.id, approved: false });
          }}
        />
      )}
      <PaymentDialog
        target={dialog?.kind === 'pay' ? dialog.target : null}
        intro={
          dialog?.kind === 'pay' && dialog.approved ? (
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
            dialog?.kind === 'pay' && dialog.from
              ? { kind: 'edit', membershipId: dialog.from, tab: 'payment' }
              : null,
          )
        }
      />
    </>
  );
}
