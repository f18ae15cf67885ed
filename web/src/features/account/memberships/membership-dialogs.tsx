import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { adminUpdateMembership } from '../../../lib/admin/memberships-api';
import type { AccountRecord, MembershipRecord } from '../../../lib/records/records';
import { updateMembership } from '../api/account-api';
import { membershipPaymentTarget } from '../payment-targets';
import type { MembershipDialogState } from '../use-membership-deep-links';

import { MembershipPaymentPanel } from './membership-payment-panel';

// The dialogs and their forms download when a member first opens one, not with the tabs.
const MembershipEditDialog = lazy(() =>
  import('../../../components/membership-edit/membership-edit-dialog').then((m) => ({
    default: m.MembershipEditDialog,
  })),
);
const PaymentDialog = lazy(() =>
  import('../../../components/payments/payment-dialog').then((m) => ({
    default: m.PaymentDialog,
  })),
);

/** The payment tab shows 'Pending' while payment is pending or the membership is approved. */
export const paymentTabPending = (membership: MembershipRecord) =>
  membership.paymentStatus === 'pending' || membership.status === 'approved';

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
  const config = useConfig();
  const intl = useIntl();
  const editing =
    dialog?.kind === 'edit' ? memberships.find((m) => m.id === dialog.membershipId) : undefined;
  // Once opened, the payment dialog stays mounted so that closing it still fades it out.
  const [paymentUsed, setPaymentUsed] = useState(false);
  if (dialog?.kind === 'pay' && !paymentUsed) setPaymentUsed(true);
  return (
    <>
      {editing && dialog?.kind === 'edit' && (
        <Suspense fallback={null}>
          <MembershipEditDialog
            key={editing.id}
            membership={editing}
            // Administrators use the admin path, which also takes role, belt, school, tier and
            // status; the owner's path refuses those.
            mode={isAdmin ? 'admin' : 'owner'}
            accountAddress={account.address}
            onSave={async (membership, payload) => {
              if (isAdmin) await adminUpdateMembership(config, membership.id, payload);
              else await updateMembership(config, membership.id, payload, intl.locale);
            }}
            onClose={() => onChange(null)}
            payment={{
              initialTab: dialog.tab,
              pending: paymentTabPending(editing),
              panel: (
                <MembershipPaymentPanel
                  membership={editing}
                  onPay={() => {
                    const target = membershipPaymentTarget(editing, new Date());
                    if (target)
                      onChange({ kind: 'pay', target, from: editing.id, approved: false });
                  }}
                />
              ),
            }}
          />
        </Suspense>
      )}
      {paymentUsed && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
