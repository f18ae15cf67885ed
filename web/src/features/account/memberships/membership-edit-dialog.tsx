import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { adminUpdateMembership } from '../../../lib/admin/memberships-api';
import { fullName, type AccountRecord, type MembershipRecord } from '../../../lib/records/records';
import { updateMembership } from '../api/account-api';

import { MembershipDetailsForm } from './membership-details-form';
import {
  adminMembershipPayload,
  membershipFormValues,
  membershipPayload,
  missingMembershipFields,
  type MembershipFormValues,
} from './membership-form-values';
import { MembershipPaymentPanel } from './membership-payment-panel';

/** The payment tab shows 'Pending' while payment is pending or the membership is approved. */
export const paymentTabPending = (membership: MembershipRecord) =>
  membership.paymentStatus === 'pending' || membership.status === 'approved';

/** Edit Membership: the details (read-only in review) and the payment tab (spec 02 §2, §4). */
export function MembershipEditDialog({
  membership,
  account,
  isAdmin,
  initialTab,
  onClose,
  onPay,
}: {
  membership: MembershipRecord;
  account: AccountRecord;
  isAdmin: boolean;
  initialTab: 'details' | 'payment';
  onClose: () => void;
  onPay: () => void;
}) {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState(initialTab);
  const [values, setValues] = useState<MembershipFormValues>(() =>
    membershipFormValues(membership),
  );
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState(false);
  const inReview = membership.status === 'in_review';

  const save = async () => {
    const empty = missingMembershipFields(values);
    setMissing(empty);
    if (empty.length) return;
    setSaving(true);
    setError(false);
    try {
      // Administrators use the admin path, which also takes role, belt, school, tier and
      // categories; the owner's path refuses those.
      if (isAdmin)
        await adminUpdateMembership(config, membership.id, adminMembershipPayload(values));
      else await updateMembership(config, membership.id, membershipPayload(values), intl.locale);
      onClose();
    } catch {
      setError(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>
        <FormattedMessage id="myAccount.membership.title" values={{ name: fullName(membership) }} />
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_, next: 'details' | 'payment') => setTab(next)}
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        aria-label={intl.formatMessage({ id: 'myAccount.membership.tabs' })}
      >
        <Tab value="details" label={intl.formatMessage({ id: 'myAccount.membership.details' })} />
        <Tab
          value="payment"
          label={
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <span>{intl.formatMessage({ id: 'myAccount.membership.payment' })}</span>
              {paymentTabPending(membership) && (
                <Chip
                  size="small"
                  color="warning"
                  label={intl.formatMessage({ id: 'myAccount.membership.pendingBadge' })}
                />
              )}
            </Stack>
          }
        />
      </Tabs>
      <DialogContent>
        {tab === 'details' ? (
          <Box>
            {inReview && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <FormattedMessage id="myAccount.membership.inReview" />
              </Alert>
            )}
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                <FormattedMessage id="myAccount.membership.updateFailed" />
              </Alert>
            )}
            <MembershipDetailsForm
              membership={membership}
              account={account}
              values={values}
              onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
              missing={missing}
              readOnly={inReview}
              isAdmin={isAdmin}
            />
          </Box>
        ) : (
          <MembershipPaymentPanel membership={membership} onPay={onPay} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage
            id={inReview || tab === 'payment' ? 'myAccount.dialog.close' : 'myAccount.form.cancel'}
          />
        </Button>
        {!inReview && tab === 'details' && (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            <FormattedMessage id={saving ? 'myAccount.form.saving' : 'myAccount.form.save'} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
