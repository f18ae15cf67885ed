import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import { fieldError } from '../form-fields/field-error';

import type { AnnouncementFormValues } from './announcement-form-values';

type ListField = 'statuses' | 'tiers' | 'roles' | 'divisions';

/** One audience filter as a row of checkboxes: none ticked means any (the hint says so). */
export function ChoiceChecklist({
  formik,
  name,
  labelId,
  hintId,
  options,
  disabled = false,
}: {
  formik: FormikProps<AnnouncementFormValues>;
  name: ListField;
  labelId: string;
  hintId: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  const intl = useIntl();
  const hint = useId();
  const chosen = formik.values[name];
  const error = fieldError(formik, name);
  const toggle = (value: string, on: boolean) =>
    void formik.setFieldValue(
      name,
      on ? [...chosen, value] : chosen.filter((item) => item !== value),
    );
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth>
      <FormLabel component="legend">{intl.formatMessage({ id: labelId })}</FormLabel>
      <FormGroup row aria-describedby={hint}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      <FormHelperText id={hint}>{intl.formatMessage({ id: error ?? hintId })}</FormHelperText>
    </FormControl>
  );
}
