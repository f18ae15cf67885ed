import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { fieldError } from './field-error';
import { fieldId } from './form-text-field';

export interface FormCheckboxProps<Values> {
  formik: FormikProps<Values>;
  name: string;
  label: ReactNode;
  required?: boolean;
  /** The id's prefix, as FormTextField's. */
  idPrefix?: string;
}

/** A checkbox bound to a boolean value, its error tied through aria-describedby. */
export function FormCheckbox<Values>({
  formik,
  name,
  label,
  required = false,
  idPrefix,
}: FormCheckboxProps<Values>) {
  const intl = useIntl();
  const error = fieldError(formik, name);
  const id = fieldId(name, idPrefix);
  const errorId = `${id}-error`;
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={name}
            checked={getIn(formik.values, name) === true}
            onChange={(event) => {
              void formik.setFieldValue(name, event.target.checked);
              void formik.setFieldTouched(name, true, false);
            }}
            slotProps={{
              input: {
                'aria-describedby': error ? errorId : undefined,
                'aria-invalid': Boolean(error),
                'aria-required': required,
              },
            }}
          />
        }
        label={label}
      />
      {error && <FormHelperText id={errorId}>{intl.formatMessage({ id: error })}</FormHelperText>}
    </FormControl>
  );
}
