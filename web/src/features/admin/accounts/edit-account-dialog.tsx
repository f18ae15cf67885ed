import { ACCOUNT_ROLES, isOneOf } from '@domain/enums';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  accountFormValues,
  adminAccountBody,
  adminAccountErrors,
  type AccountFormValues,
} from '../../../components/account-form/account-form-values';
import { EditDialogFrame } from '../../../components/ui/edit-dialog-frame';
import { useConfig } from '../../../config/config-context';
import type { AccountRecord } from '../../../lib/records/records';
import { adminUpdateAccount } from '../api/accounts-api';
import { errorText } from '../shared/error-text';
import { HistoryPanel } from '../shared/history-panel';

import { accountRoleOptions } from './account-form-values';

export interface EditAccountDialogProps {
  account: AccountRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

const ADDRESS_FIELDS = [
  ['street_number_and_name', 'admin.account.street', 12],
  ['apt_suite_unit_number', 'admin.account.apt', 12],
  ['city', 'admin.account.city', 6],
  ['state', 'admin.account.state', 6],
  ['zipcode', 'admin.account.zipcode', 6],
  ['country', 'admin.account.country', 6],
] as const;

/** 'Edit Account' with the account's name in the title. */
export function EditAccountDialog({ account, ...props }: EditAccountDialogProps) {
  if (!account) return null;
  return <EditAccountForm key={account.id} account={account} {...props} />;
}

function EditAccountForm({
  account,
  onClose,
  onSaved,
}: EditAccountDialogProps & { account: AccountRecord }) {
  const config = useConfig();
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  // Checked on Save only, as the API checks it.
  const form = useFormik<AccountFormValues>({
    initialValues: accountFormValues(account),
    validate: adminAccountErrors,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await adminUpdateAccount(config, account.id, adminAccountBody(values));
        onSaved();
        onClose();
      } catch (error) {
        setFailure(errorText(intl, error, 'admin.account.saveFailed'));
      }
    },
  });
  const { values, errors } = form;
  const t = (id: string) => intl.formatMessage({ id });
  const field = (
    key: keyof AccountFormValues,
    labelId: string,
    required = false,
    type = 'text',
  ) => (
    <TextField
      fullWidth
      label={t(labelId)}
      type={type}
      required={required}
      value={values[key]}
      onChange={(event) => void form.setFieldValue(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : undefined}
    />
  );
  const name = `${account.firstName} ${account.lastName}`.trim() || account.email;

  return (
    <EditDialogFrame
      title={<FormattedMessage id="admin.account.title" values={{ name }} />}
      saving={form.isSubmitting}
      failure={failure}
      saveId="admin.account.save"
      savingId="admin.account.saving"
      onSave={() => void form.submitForm()}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('first_name', 'admin.account.firstName', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('last_name', 'admin.account.lastName', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'admin.account.email', true, 'email')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'admin.account.phone', false, 'tel')}</Grid>
        <Grid size={{ xs: 12 }}>
          <TextField
            select
            fullWidth
            required
            label={t('admin.account.role')}
            value={values.role}
            onChange={(event) => {
              const role = event.target.value;
              if (isOneOf(ACCOUNT_ROLES, role)) void form.setFieldValue('role', role);
            }}
          >
            {accountRoleOptions(account).map((role) => (
              <MenuItem key={role} value={role}>
                {t(`admin.account.role.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            <FormattedMessage id="admin.account.address" />
          </Typography>
        </Grid>
        {ADDRESS_FIELDS.map(([key, labelId, width]) => (
          <Grid key={key} size={{ xs: 12, sm: width }}>
            {field(key, labelId)}
          </Grid>
        ))}
      </Grid>
      <HistoryPanel recordId={account.id} />
    </EditDialogFrame>
  );
}
