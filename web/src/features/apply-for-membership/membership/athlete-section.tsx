import type { AccountWire } from '@domain/wire/account';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

import { FormTextFieldCells } from '../../../components/form-fields/form-text-field-cells';
import { optionLabelIds, optionLists } from '../../../components/form-fields/option-labels';
import { useTodayIso } from '../../../lib/dates/use-today';

import { parentNameFor } from './athlete-payload';
import type { AthleteValues } from './athlete-values';
import { divisionPreview } from './division-preview';
import { SectionHeading } from './section-heading';

export interface AthleteSectionProps {
  formik: FormikProps<AthleteValues>;
  account: AccountWire | null;
}

/** The athlete's name, date of birth (with the division it gives), gender and sizes. */
export function AthleteSection({ formik, account }: AthleteSectionProps) {
  const intl = useIntl();
  const { genders, tShirtSizes, uniformSizes } = optionLists(intl);
  const today = useTodayIso();
  const division = divisionPreview(formik.values.personal_info.date_of_birth, today);
  const parent = account ? parentNameFor(formik.values, account, today) : null;
  return (
    <>
      <SectionHeading id="registration.membership.athleteHeading" />
      <Grid container spacing={2}>
        <FormTextFieldCells
          formik={formik}
          fields={[
            {
              name: 'personal_info.first_name',
              labelId: 'registration.field.athleteFirstName',
              required: true,
            },
            {
              name: 'personal_info.last_name',
              labelId: 'registration.field.athleteLastName',
              required: true,
            },
            {
              name: 'personal_info.date_of_birth',
              labelId: 'registration.field.dateOfBirth',
              type: 'date',
              required: true,
            },
            {
              name: 'personal_info.gender',
              labelId: 'registration.field.gender',
              options: genders,
              required: true,
            },
            {
              name: 'personal_info.t_shirt_size',
              labelId: 'registration.field.tShirtSize',
              options: tShirtSizes,
              required: true,
            },
            {
              name: 'personal_info.uniform_size',
              labelId: 'registration.field.uniformSize',
              options: uniformSizes,
              required: true,
            },
          ]}
        />
      </Grid>
      <div aria-live="polite">
        {division && (
          <Alert severity="info" icon={false} sx={{ mt: 2 }}>
            <FormattedMessage
              id="registration.membership.division"
              values={{ division: intl.formatMessage({ id: optionLabelIds.division(division) }) }}
            />
            {parent && (
              <>
                {' '}
                <FormattedMessage id="registration.membership.parentName" values={{ parent }} />
              </>
            )}
          </Alert>
        )}
      </div>
    </>
  );
}
