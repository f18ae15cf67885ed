import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { FormikProps } from 'formik';
import { FormattedMessage } from 'react-intl';

import { AddressFields } from '../../../components/form-fields/address-fields';
import { FormCheckbox } from '../../../components/form-fields/form-checkbox';
import { FormTextFieldCells } from '../../../components/form-fields/form-text-field-cells';

import type { AthleteValues } from './athlete-values';
import { SectionHeading } from './section-heading';

/** Optional athlete email and phone (the account's stand in), and the address. */
export function ContactSection({ formik }: { formik: FormikProps<AthleteValues> }) {
  return (
    <>
      <SectionHeading id="registration.membership.contactHeading" />
      <Grid container spacing={2}>
        <FormTextFieldCells
          formik={formik}
          fields={[
            {
              name: 'email',
              labelId: 'registration.field.athleteEmail',
              type: 'email',
              helperId: 'registration.membership.emailFallback',
            },
            {
              name: 'personal_info.phone',
              labelId: 'registration.field.athletePhone',
              type: 'tel',
              helperId: 'registration.membership.phoneFallback',
            },
          ]}
        />
      </Grid>
      <Box sx={{ mt: 2 }}>
        <FormCheckbox
          formik={formik}
          name="personal_info.use_account_address"
          label={<FormattedMessage id="registration.membership.sameAddress" />}
        />
      </Box>
      {!formik.values.personal_info.use_account_address && (
        <Box sx={{ mt: 2 }}>
          <AddressFields formik={formik} prefix="personal_info.address" />
        </Box>
      )}
    </>
  );
}
