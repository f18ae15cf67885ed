import { GENDERS } from '@domain/enums';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  accountFormValues,
  myAccountBody,
  type AccountFormValues,
} from '../../../components/account-form/account-form-values';
import { useConfig } from '../../../config/config-context';
import { apiErrorText } from '../../../lib/api/api-error-text';
import type { AccountRecord } from '../../../lib/records/records';
import type { SessionUser } from '../../../lib/session/session-user';
import { AddressInputs } from '../address-inputs';
import { updateMyAccount } from '../api/account-api';

import { missingAccountFields } from './account-form-values';
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
  const config = useConfig();
  const intl = useIntl();
  const [values, setValues] = useState<AccountFormValues | null>(null);
  const [missing, setMissing] = useState<(keyof AccountFormValues)[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'verify' | 'password' | null>(null);

  const startEdit = () => {
    if (!account) return setError(intl.formatMessage({ id: 'myAccount.info.waitForData' }));
    setError(null);
    setMissing([]);
    setValues(accountFormValues(account, user.displayName));
  };

  const save = async () => {
    if (!values) return;
    if (!account?.id) return setError(intl.formatMessage({ id: 'myAccount.info.noAccount' }));
    const empty = missingAccountFields(values);
    setMissing(empty);
    if (empty.length) return;
    setSaving(true);
    setError(null);
    try {
      await updateMyAccount(config, account.id, myAccountBody(values), intl.locale);
      setValues(null);
    } catch (failure) {
      setError(
        apiErrorText(intl, failure, intl.formatMessage({ id: 'myAccount.info.updateFailed' })),
      );
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof AccountFormValues, value: string) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));
  const requiredText = intl.formatMessage({ id: 'myAccount.form.required' });
  const textField = (
    field: 'first_name' | 'last_name' | 'phone',
    labelId: string,
    autoComplete: string,
  ) => (
    <TextField
      label={intl.formatMessage({ id: `myAccount.info.${labelId}` })}
      value={values?.[field] ?? ''}
      onChange={(event) => set(field, event.target.value)}
      required
      error={missing.includes(field)}
      helperText={missing.includes(field) ? requiredText : undefined}
      autoComplete={autoComplete}
      type={field === 'phone' ? 'tel' : 'text'}
    />
  );

  return (
    <Box component="section" aria-labelledby="account-info-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 2 }}
      >
        <Typography id="account-info-heading" component="h2" variant="h3">
          <FormattedMessage id="myAccount.info.title" />
        </Typography>
        {!values && (
          <Button variant="contained" onClick={startEdit}>
            <FormattedMessage id="myAccount.info.edit" />
          </Button>
        )}
      </Stack>
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
      {values ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {textField('first_name', 'firstName', 'given-name')}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {textField('last_name', 'lastName', 'family-name')}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('phone', 'phone', 'tel')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                type="date"
                label={intl.formatMessage({ id: 'myAccount.info.dateOfBirth' })}
                value={values.date_of_birth}
                onChange={(event) => set('date_of_birth', event.target.value)}
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
          <AddressInputs values={values} onChange={set} missing={missing} />
          <Stack direction="row" sx={{ gap: 1, mt: 3 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              <FormattedMessage id={saving ? 'myAccount.form.saving' : 'myAccount.form.save'} />
            </Button>
            <Button onClick={() => setValues(null)} disabled={saving}>
              <FormattedMessage id="myAccount.form.cancel" />
            </Button>
          </Stack>
        </Box>
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
    </Box>
  );
}
