import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from '@domain/enums';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

import type { AddressValues } from '../../components/form-fields/address-values';

const LABELS: Record<keyof AddressValues, string> = {
  street_number_and_name: 'street',
  apt_suite_unit_number: 'apt',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  country: 'country',
};

/** Street, apartment, city, state, ZIP and country of the account form. */
export function AddressInputs({
  values,
  onChange,
  errors,
  disabled = false,
}: {
  values: AddressValues;
  onChange: (field: keyof AddressValues, value: string) => void;
  /** Each field's problem, as a message key. */
  errors: Partial<Record<keyof AddressValues, string>>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const label = (field: keyof AddressValues) =>
    intl.formatMessage({ id: `myAccount.address.${LABELS[field]}` });
  const field = (name: keyof AddressValues, optional = false) => ({
    label: label(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined,
    required: !optional,
    disabled,
  });
  const unitedStates = values.country === DEFAULT_COUNTRY;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField {...field('street_number_and_name')} autoComplete="address-line1" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField {...field('apt_suite_unit_number', true)} autoComplete="address-line2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField {...field('city')} autoComplete="address-level2" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        {unitedStates ? (
          <TextField select {...field('state')} autoComplete="address-level1">
            {US_STATES.map((state) => (
              <MenuItem key={state.code} value={state.code}>
                {state.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField {...field('state', true)} autoComplete="address-level1" />
        )}
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField {...field('zipcode')} autoComplete="postal-code" />
      </Grid>
      <Grid size={12}>
        <TextField select {...field('country')} autoComplete="country-name">
          {COUNTRIES.map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
