import { GENDERS } from '@domain/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  accountFormValues,
  myAccountBody,
  myAccountErrors,
  type AccountFormValues,
} from '../../../components/account-form/account-form-values';
import { SectionWithAction } from '../../../components/section-with-action/section-with-action';
import { useConfig } from '../../../config/config-context';
import { apiErrorText } from '../../../lib/api/api-error-text';
import type { AccountRecord } from '../../../lib/records/records';
import type { SessionUser } from '../../../lib/session/session-user';
import { AddressInputs } from '../address-inputs';
import { updateMyAccount } from '../api/account-api';

import { AccountReadView } from './account-read-view';
import { DataRightsSection } from './data-rights-section';
import { PasswordResetDialog } from './password-reset-dialog';
import { VerificationEmailDialog } from './verification-email-dialog';

/** Account tab: read view, then Edit, then Save or Cancel. */
export function AccountInfoTab({
  user,
  account,
  complete,
}: {
  user: SessionUser;
  account: AccountRecord | null;
  complete: boolean;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'verify' | 'password' | null>(null);

  const startEdit = () => {
    if (!account) return setError(intl.formatMessage({ id: 'myAccount.info.waitForData' }));
    setError(null);
    setEditing(true);
  };

  return (
    <SectionWithAction
      headingId="account-info-heading"
      titleId="myAccount.info.title"
      action={
        !editing && (
          <Button variant="contained" onClick={startEdit}>
            <FormattedMessage id="myAccount.info.edit" />
          </Button>
        )
      }
    >
      {!complete && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="myAccount.info.completeBanner" />
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography>
          <FormattedMessage id="myAccount.info.email" />:{' '}
          <strong>{account?.email || user.email}</strong>
        </Typography>
        <Chip
          size="small"
          color={user.emailVerified ? 'success' : 'warning'}
          label={intl.formatMessage({
            id: user.emailVerified ? 'myAccount.info.verified' : 'myAccount.info.notVerified',
          })}
        />
      </Stack>
      {editing && account ? (
        <AccountInfoForm
          account={account}
          user={user}
          onFailure={setError}
          onDone={() => setEditing(false)}
        />
      ) : (
        account && <AccountReadView account={account} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 3 }}>
        {!user.emailVerified && (
          <Button variant="outlined" onClick={() => setDialog('verify')}>
            <FormattedMessage id="myAccount.verify.open" />
          </Button>
        )}
        <Button variant="outlined" onClick={() => setDialog('password')}>
          <FormattedMessage id="myAccount.password.open" />
        </Button>
      </Stack>
      {account && <DataRightsSection account={account} />}
      <VerificationEmailDialog open={dialog === 'verify'} onClose={() => setDialog(null)} />
      <PasswordResetDialog
        open={dialog === 'password'}
        email={account?.email || user.email || ''}
        onClose={() => setDialog(null)}
      />
    </SectionWithAction>
  );
}

/** The edit form, on Formik with the domain's check of the holder's edit; checked on Save. */
function AccountInfoForm({
  account,
  user,
  onFailure,
  onDone,
}: {
  account: AccountRecord;
  user: SessionUser;
  onFailure: (message: string | null) => void;
  onDone: () => void;
}) {
  const config = useConfig();
  const intl = useIntl();
  const form = useFormik<AccountFormValues>({
    initialValues: accountFormValues(account, user.displayName),
    validate: myAccountErrors,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      if (!account.id) return onFailure(intl.formatMessage({ id: 'myAccount.info.noAccount' }));
      onFailure(null);
      try {
        await updateMyAccount(config, account.id, myAccountBody(values), intl.locale);
        onDone();
      } catch (failure) {
        onFailure(
          apiErrorText(intl, failure, intl.formatMessage({ id: 'myAccount.info.updateFailed' })),
        );
      }
    },
  });
  const { values, errors, isSubmitting: saving } = form;
  const set = (field: keyof AccountFormValues, value: string) =>
    void form.setFieldValue(field, value);
  const helper = (field: keyof AccountFormValues) => {
    const key = errors[field];
    return key ? intl.formatMessage({ id: key }) : undefined;
  };
  const textField = (
    field: 'first_name' | 'last_name' | 'phone',
    labelId: string,
    autoComplete: string,
  ) => (
    <TextField
      label={intl.formatMessage({ id: `myAccount.info.${labelId}` })}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      required
      error={Boolean(errors[field])}
      helperText={helper(field)}
      autoComplete={autoComplete}
      type={field === 'phone' ? 'tel' : 'text'}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{textField('first_name', 'firstName', 'given-name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{textField('last_name', 'lastName', 'family-name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{textField('phone', 'phone', 'tel')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'myAccount.info.dateOfBirth' })}
            value={values.date_of_birth}
            onChange={(event) => set('date_of_birth', event.target.value)}
            error={Boolean(errors.date_of_birth)}
            helperText={helper('date_of_birth')}
            autoComplete="bday"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label={intl.formatMessage({ id: 'myAccount.info.gender' })}
            value={values.gender}
            onChange={(event) => set('gender', event.target.value)}
            error={Boolean(errors.gender)}
            helperText={helper('gender')}
          >
            {GENDERS.map((gender) => (
              <MenuItem key={gender} value={gender}>
                <FormattedMessage id={`myAccount.gender.${gender}`} />
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 2 }}>
        <FormattedMessage id="myAccount.address.title" />
      </Typography>
      <AddressInputs values={values} onChange={set} errors={errors} />
      <Stack direction="row" sx={{ gap: 1, mt: 3 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          <FormattedMessage id={saving ? 'myAccount.form.saving' : 'myAccount.form.save'} />
        </Button>
        <Button onClick={onDone} disabled={saving}>
          <FormattedMessage id="myAccount.form.cancel" />
        </Button>
      </Stack>
    </Box>
  );
}
