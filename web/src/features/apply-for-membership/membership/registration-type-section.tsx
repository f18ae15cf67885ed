import type { AccountWire } from '@domain/wire/account';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

import { fieldError } from '../../../components/form-fields/field-error';
import { FormTextField } from '../../../components/form-fields/form-text-field';
import { optionLists } from '../../../components/form-fields/option-labels';

import { personalInfoFor, type AthleteValues } from './athlete-values';

export interface RegistrationTypeSectionProps {
  formik: FormikProps<AthleteValues>;
  account: AccountWire | null;
  selfMembershipExists: boolean;
}

/** For myself or for someone else; someone else needs the relationship (and a description). */
export function RegistrationTypeSection({
  formik,
  account,
  selfMembershipExists,
}: RegistrationTypeSectionProps) {
  const intl = useIntl();
  const error = fieldError(formik, 'registration_type');
  const { relationships } = optionLists(intl);
  const other = formik.values.registration_type === 'other';
  const choose = (value: string) => {
    if (value !== 'self' && value !== 'other') return;
    void formik.setFieldValue('registration_type', value);
    void formik.setFieldValue(
      'personal_info',
      personalInfoFor(value, formik.values.personal_info, account),
    );
  };
  return (
    <>
      <FormControl component="fieldset" error={Boolean(error)} required>
        <FormLabel component="legend">
          <FormattedMessage id="registration.membership.forWhom" />
        </FormLabel>
        <RadioGroup
          name="registration_type"
          value={formik.values.registration_type}
          onChange={(event) => choose(event.target.value)}
          aria-describedby={
            [
              selfMembershipExists ? 'registration-self-exists' : '',
              error ? 'registration-type-error' : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <FormControlLabel
            value="self"
            control={<Radio />}
            label={intl.formatMessage({ id: 'registration.membership.forMyself' })}
            disabled={selfMembershipExists}
          />
          <FormControlLabel
            value="other"
            control={<Radio />}
            label={intl.formatMessage({ id: 'registration.membership.forSomeoneElse' })}
          />
        </RadioGroup>
        {selfMembershipExists && (
          <FormHelperText id="registration-self-exists" error={false}>
            <FormattedMessage id="registration.membership.selfExists" />
          </FormHelperText>
        )}
        {error && (
          <FormHelperText id="registration-type-error">
            {intl.formatMessage({ id: error })}
          </FormHelperText>
        )}
      </FormControl>
      {other && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              formik={formik}
              name="relationship_to_athlete.relationship"
              labelId="registration.field.relationship"
              options={relationships}
              required
            />
          </Grid>
          {formik.values.relationship_to_athlete.relationship === 'other' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                formik={formik}
                name="relationship_to_athlete.relationship_other"
                labelId="registration.field.relationshipOther"
                required
              />
            </Grid>
          )}
        </Grid>
      )}
    </>
  );
}
