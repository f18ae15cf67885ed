import Stack from '@mui/material/Stack';
import type { FormikProps } from 'formik';
import { FormattedMessage } from 'react-intl';

import { FormCheckbox } from '../../../components/form-fields/form-checkbox';

import type { AthleteValues } from './athlete-values';
import { SectionHeading } from './section-heading';

const AGREEMENTS = [
  ['agreements.code_of_conduct', 'registration.agreement.codeOfConduct'],
  ['agreements.training_acknowledgement', 'registration.agreement.training'],
  ['agreements.media_release', 'registration.agreement.mediaRelease'],
  ['confirm_accuracy', 'registration.agreement.accuracy'],
] as const;

/** The three agreements and the confirmation that the information is accurate. */
export function AgreementsSection({ formik }: { formik: FormikProps<AthleteValues> }) {
  return (
    <>
      <SectionHeading id="registration.membership.agreementsHeading" />
      <Stack spacing={1}>
        {AGREEMENTS.map(([name, labelId]) => (
          <FormCheckbox
            key={name}
            formik={formik}
            name={name}
            label={<FormattedMessage id={labelId} />}
            required
          />
        ))}
      </Stack>
    </>
  );
}
