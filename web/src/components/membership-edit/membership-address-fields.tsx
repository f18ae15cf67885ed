import { DEFAULT_COUNTRY } from '@domain/enums';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AddressRecord } from '../../lib/records/records';
import { optionLists } from '../form-fields/option-labels';
import { SelectField, type SelectFieldProps } from '../member-table/select-field';

import type { MembershipAddressValues } from './membership-form-values';

export interface MembershipAddressFieldsProps {
  useAccountAddress: boolean;
  address: MembershipAddressValues;
  /** Each address field's problem at the last save, as a message key. */
  errors: Partial<Record<keyof MembershipAddressValues, string>>;
  /** The account's address, shown while the membership uses it (My Account). */
  accountAddress?: AddressRecord | null;
  disabled?: boolean;
  onUseAccountAddress: (value: boolean) => void;
  onAddress: (address: MembershipAddressValues) => void;
}

/** The membership's address: the account's, or one of its own. */
export function MembershipAddressFields({
  useAccountAddress,
  address,
  errors,
  accountAddress,
  disabled,
  onUseAccountAddress,
  onAddress,
}: MembershipAddressFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { countries, usStates } = optionLists(intl);
  const set = (key: keyof MembershipAddressValues) => (value: string) =>
    onAddress({ ...address, [key]: value });
  const errorText = (key: keyof MembershipAddressValues) => {
    const error = errors[key];
    return error ? t(error) : undefined;
  };
  const field = (key: keyof MembershipAddressValues, labelId: string, required = true) => (
    <TextField
      fullWidth
      label={t(labelId)}
      value={address[key]}
      required={required}
      disabled={disabled}
      error={Boolean(errors[key])}
      helperText={errorText(key)}
      onChange={(event) => set(key)(event.target.value)}
    />
  );
  const select = (
    key: keyof MembershipAddressValues,
    labelId: string,
    options: SelectFieldProps['options'],
  ) => (
    <SelectField
      label={t(labelId)}
      value={address[key]}
      options={options}
      onChange={set(key)}
      disabled={disabled}
      required
      helperText={errorText(key)}
    />
  );
  const inUnitedStates = address.country === DEFAULT_COUNTRY;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="registration.address.heading" />
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={useAccountAddress}
              disabled={disabled}
              onChange={(event) => onUseAccountAddress(event.target.checked)}
            />
          }
          label={t('memberEdit.useAccountAddress')}
        />
        {useAccountAddress && accountAddress && (
          <Typography variant="body2" color="textSecondary">
            {[accountAddress.streetNumberAndName, accountAddress.city, accountAddress.state]
              .filter(Boolean)
              .join(', ')}
          </Typography>
        )}
      </Grid>
      {!useAccountAddress && (
        <>
          <Grid size={{ xs: 12, sm: 8 }}>
            {field('streetNumberAndName', 'registration.address.street')}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('aptSuiteUnitNumber', 'registration.address.apartment', false)}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('city', 'registration.address.city')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {inUnitedStates
              ? select('state', 'registration.address.state', usStates)
              : field('state', 'registration.address.region', false)}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('zipcode', 'registration.address.zipcode')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('country', 'registration.address.country', countries)}
          </Grid>
        </>
      )}
    </Grid>
  );
}
