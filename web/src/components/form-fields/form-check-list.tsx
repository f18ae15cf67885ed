import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { getIn, type FormikProps } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import { fieldError } from './field-error';

export interface FormCheckListProps<Values> {
  formik: FormikProps<Values>;
  /** Dotted path of the list of chosen values ('entry.roles'). */
  name: string;
  labelId: string;
  options: readonly { value: string; label: string }[];
  /** A hint always shown under the boxes (and tied to them), replaced by an error. */
  hintId?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** A labelled group of checkboxes choosing some of a list's values, as a formik field. */
export function FormCheckList<Values>({
  formik,
  name,
  labelId,
  options,
  hintId,
  size = 'medium',
  fullWidth = false,
}: FormCheckListProps<Values>) {
  const intl = useIntl();
  const helperId = useId();
  const chosen = (getIn(formik.values, name) as string[] | undefined) ?? [];
  const error = fieldError(formik, name);
  const helper = error ?? hintId;
  const toggle = (value: string, on: boolean) =>
    void formik.setFieldValue(
      name,
      on ? [...chosen, value] : chosen.filter((item) => item !== value),
    );
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth={fullWidth}>
      <FormLabel component="legend">{intl.formatMessage({ id: labelId })}</FormLabel>
      <FormGroup row aria-describedby={hintId ? helperId : undefined}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size={size}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {helper && (
        <FormHelperText id={hintId ? helperId : undefined}>
          {intl.formatMessage({ id: helper })}
        </FormHelperText>
      )}
    </FormControl>
  );
}
