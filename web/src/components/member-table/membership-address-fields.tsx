import { DEFAULT_COUNTRY } from '@domain/enums';
import { FormControlLabel, Grid, Switch, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';

import { optionLists } from '../form-fields/option-labels';

import type { MembershipAddress } from './membership-form-values';
import { SelectField } from './select-field';

export interface MembershipAddressFieldsProps {
  useAccountAddress: boolean;
  address: MembershipAddress;
  onUseAccountAddress: (value: boolean) => void;
  onAddress: (address: MembershipAddress) => void;
}

/** The membership's address: the account's, or one of its own (spec 02 update payload). */
export function MembershipAddressFields({
  useAccountAddress,
  address,
  onUseAccountAddress,
  onAddress,
}: MembershipAddressFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { countries, usStates } = optionLists(intl);
  const set = (key: keyof MembershipAddress) => (value: string) =>
    onAddress({ ...address, [key]: value });
  const field = (key: keyof MembershipAddress, labelId: string, required = true) => (
    <TextField
      fullWidth
      label={t(labelId)}
      value={address[key]}
      required={required}
      onChange={(event) => set(key)(event.target.value)}
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
              onChange={(event) => onUseAccountAddress(event.target.checked)}
            />
          }
          label={t('memberEdit.useAccountAddress')}
        />
      </Grid>
      {!useAccountAddress && (
        <>
          <Grid size={{ xs: 12, sm: 8 }}>
            {field('street_number_and_name', 'registration.address.street')}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('apt_suite_unit_number', 'registration.address.apartment', false)}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('city', 'registration.address.city')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {inUnitedStates ? (
              <SelectField
                label={t('registration.address.state')}
                value={address.state}
                options={usStates}
                onChange={set('state')}
                required
              />
            ) : (
              field('state', 'registration.address.region', false)
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('zipcode', 'registration.address.zipcode')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              label={t('registration.address.country')}
              value={address.country}
              options={countries}
              onChange={set('country')}
              required
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
