import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';

import { fieldError } from '../../../components/form-fields/field-error';
import { fieldId } from '../../../components/form-fields/form-text-field';

import type { AthleteValues } from './athlete-values';
import { useApprovedClubs } from './use-approved-clubs';

const NAME = 'taekwondo_background.current_school';

/** The current school: an approved club picked from the list as one types, or typed freely. */
export function ClubSearchField({ formik }: { formik: FormikProps<AthleteValues> }) {
  const intl = useIntl();
  const school = formik.values.taekwondo_background.current_school;
  const { clubs, loading } = useApprovedClubs(school);
  const error = fieldError(formik, NAME);
  const id = fieldId(NAME);
  return (
    <Autocomplete
      id={id}
      freeSolo
      options={clubs.map((club) => club.name)}
      filterOptions={(options) => options}
      loading={loading}
      loadingText={intl.formatMessage({ id: 'registration.club.searching' })}
      noOptionsText={intl.formatMessage({ id: 'registration.club.none' })}
      inputValue={school}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset' && value === '' && school) return;
        void formik.setFieldValue(NAME, value);
        const match = clubs.find((club) => club.name === value);
        void formik.setFieldValue('club_id', match?.id ?? '');
      }}
      onBlur={() => void formik.setFieldTouched(NAME, true)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={NAME}
          label={intl.formatMessage({ id: 'registration.field.currentSchool' })}
          required
          error={Boolean(error)}
          helperText={intl.formatMessage({ id: error ?? 'registration.club.hint' })}
        />
      )}
    />
  );
}
