import { DEFAULT_COUNTRY } from '@domain/enums';
import Grid from '@mui/material/Grid';
import { getIn, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';

import { FormTextFieldCells } from './form-text-field-cells';
import { optionLists } from './option-labels';

export interface AddressFieldsProps<Values> {
  formik: FormikProps<Values>;
  /**
   * Path of the address object in the form values ('address', 'personal_info.address');
   * none when the address fields sit among the form's own (the account form).
   */
  prefix?: string;
}

/** Street, apartment, city, state (US states and DC for the United States), ZIP, country. */
export function AddressFields<Values>({ formik, prefix }: AddressFieldsProps<Values>) {
  const intl = useIntl();
  const { countries, usStates } = optionLists(intl);
  const field = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const inUnitedStates = getIn(formik.values, field('country')) === DEFAULT_COUNTRY;
  return (
    <Grid container spacing={2}>
      <FormTextFieldCells
        formik={formik}
        fields={[
          {
            name: field('street_number_and_name'),
            labelId: 'registration.address.street',
            autoComplete: 'address-line1',
            required: true,
            columns: 8,
          },
          {
            name: field('apt_suite_unit_number'),
            labelId: 'registration.address.apartment',
            autoComplete: 'address-line2',
            columns: 4,
          },
          {
            name: field('city'),
            labelId: 'registration.address.city',
            autoComplete: 'address-level2',
            required: true,
          },
          inUnitedStates
            ? {
                name: field('state'),
                labelId: 'registration.address.state',
                autoComplete: 'address-level1',
                options: usStates,
                required: true,
              }
            : {
                name: field('state'),
                labelId: 'registration.address.region',
                autoComplete: 'address-level1',
              },
          {
            name: field('zipcode'),
            labelId: 'registration.address.zipcode',
            autoComplete: 'postal-code',
            required: true,
          },
          {
            name: field('country'),
            labelId: 'registration.address.country',
            autoComplete: 'country-name',
            options: countries,
            required: true,
          },
        ]}
      />
    </Grid>
  );
}
