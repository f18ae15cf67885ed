import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useFormik } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ApiRequestError } from '../../lib/api/api-client';
import { apiErrorText } from '../../lib/api/api-error-text';
import { fullName, type AddressRecord, type MembershipRecord } from '../../lib/records/records';
import { StatusReasonField } from '../ui/status-reason-field';

import { MembershipFields } from './membership-fields';
import {
  membershipFormErrors,
  membershipFormValues,
  membershipUpdatePayload,
  statusReasonNeeded,
  type MembershipEditMode,
  type MembershipFormErrors,
  type MembershipFormValues,
  type MembershipUpdatePayload,
} from './membership-form-values';

export type MembershipDialogTab = 'details' | 'payment';

export interface MembershipEditDialogProps {
  membership: MembershipRecord | null;
  mode: MembershipEditMode;
  onSave: (membership: MembershipRecord, payload: MembershipUpdatePayload) => Promise<void>;
  onClose: () => void;
  /** My Account: the account's address, shown while the membership uses it. */
  accountAddress?: AddressRecord | null;
  /** My Account: a Payment tab beside the details, badged Pending while payment is due. */
  payment?: { panel: ReactNode; pending: boolean; initialTab: MembershipDialogTab };
  /** Shown under the form, for instance the record's change history. */
  children?: ReactNode;
}

/**
 * Edit Membership: one dialog for the owner, the club owner and administrators.
 * In review the owner's and club owner's view is read-only with Close only.
 */
export function MembershipEditDialog(props: MembershipEditDialogProps) {
  if (!props.membership) return null;
  return <MembershipEditForm key={props.membership.id} {...props} membership={props.membership} />;
}

function MembershipEditForm({
  membership,
  mode,
  onSave,
  onClose,
  accountAddress,
  payment,
  children,
}: MembershipEditDialogProps & { membership: MembershipRecord }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [tab, setTab] = useState<MembershipDialogTab>(payment?.initialTab ?? 'details');
  const [failure, setFailure] = useState<string | null>(null);
  // Checked on Save only, as the API checks it.
  const form = useFormik<MembershipFormValues>({
    initialValues: membershipFormValues(membership),
    validate: (values) => membershipFormErrors(membership, values, mode),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const reasoned = mode === 'admin' && statusReasonNeeded(membership, values);
      const statusReason = reasoned ? values.statusReason : undefined;
      try {
        await onSave(membership, membershipUpdatePayload(values, { mode, statusReason }));
        onClose();
      } catch (refusal) {
        // The server's refusal (a missing reason, activation past expiry, a field it will not
        // take) with each field's problem, in the reader's language; else 'the save failed'.
        const refused = refusal instanceof ApiRequestError && refusal.status < 500;
        const saveFailed = t('memberEdit.saveFailed');
        setFailure(refused ? apiErrorText(intl, refusal, saveFailed) : saveFailed);
        if (refused && refusal.fieldErrors.some(({ field }) => field === 'status_reason')) {
          form.setFieldError('statusReason', 'admin.statusReason.required');
        }
      }
    },
  });
  const { values, isSubmitting: saving } = form;
  const errors: MembershipFormErrors = form.errors;

  const readOnly = mode !== 'admin' && membership.status === 'in_review';
  const needsReason = mode === 'admin' && statusReasonNeeded(membership, values);
  const showsSave = !readOnly && tab === 'details';
  const required = (error: string | undefined) => error === 'validation.required';
  // Above the form, what Save was refused for; each field's own problem is under it.
  const checkFailure =
    required(errors.firstName) || required(errors.lastName)
      ? t('memberEdit.nameRequired')
      : Object.values(errors.address ?? {}).some(required)
        ? t('memberEdit.addressRequired')
        : errors.statusReason
          ? t('admin.statusReason.required')
          : null;
  const error = failure ?? checkFailure;

  const details = (
    <>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="myAccount.membership.inReview" />
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <MembershipFields
        membership={membership}
        mode={mode}
        values={values}
        onChange={(patch) => void form.setValues({ ...values, ...patch }, false)}
        errors={errors}
        readOnly={readOnly}
        accountAddress={accountAddress}
      />
      {needsReason && (
        <Box sx={{ mt: 2 }}>
          <StatusReasonField
            value={values.statusReason}
            missing={Boolean(errors.statusReason)}
            onChange={(value) => {
              void form.setFieldValue('statusReason', value);
              if (value.trim()) form.setFieldError('statusReason', undefined);
            }}
          />
        </Box>
      )}
      {children}
    </>
  );

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="memberEdit.title" values={{ name: fullName(membership) }} />
      </DialogTitle>
      {payment && (
        <Tabs
          value={tab}
          onChange={(_, next: MembershipDialogTab) => setTab(next)}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
          aria-label={t('myAccount.membership.tabs')}
        >
          <Tab value="details" label={t('myAccount.membership.details')} />
          <Tab
            value="payment"
            label={
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <span>{t('myAccount.membership.payment')}</span>
                {payment.pending && (
                  <Chip
                    size="small"
                    color="warning"
                    label={t('myAccount.membership.pendingBadge')}
                  />
                )}
              </Stack>
            }
          />
        </Tabs>
      )}
      <DialogContent dividers={!payment}>
        {payment && tab === 'payment' ? payment.panel : details}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage id={showsSave ? 'common.cancel' : 'myAccount.dialog.close'} />
        </Button>
        {showsSave && (
          <Button
            variant="contained"
            onClick={() => {
              setFailure(null);
              void form.submitForm();
            }}
            disabled={saving}
          >
            <FormattedMessage id={saving ? 'memberEdit.saving' : 'memberEdit.save'} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
