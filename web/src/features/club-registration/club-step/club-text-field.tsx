import { TextField } from '@mui/material';
import { getIn, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';

import type { ClubStepValues } from './club-step-values';

export interface ClubTextFieldProps {
  formik: FormikProps<ClubStepValues>;
  name: string;
  labelId: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean;
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
}

/** A labelled field of the club step whose error (a catalogue id) is tied to it. */
export function ClubTextField({
  formik,
  name,
  labelId,
  type = 'text',
  required,
  autoComplete,
  options,
}: ClubTextFieldProps) {
  const intl = useIntl();
  const rawError: unknown = getIn(formik.errors, name);
  const shown = getIn(formik.touched, name) || formik.submitCount > 0;
  const error = shown && typeof rawError === 'string' ? rawError : undefined;
  const value: unknown = getIn(formik.values, name);
  return (
    <TextField
      id={`club-${name.replace(/\./g, '-')}`}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      type={type}
      label={intl.formatMessage({ id: labelId })}
      required={required}
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={error ? intl.formatMessage({ id: error }) : undefined}
      fullWidth
      select={options !== undefined}
      slotProps={{
        select: { native: true },
        inputLabel: type === 'date' || options ? { shrink: true } : undefined,
      }}
    >
      {options && (
        <>
          <option value="">{intl.formatMessage({ id: 'clubRegistration.select' })}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      )}
    </TextField>
  );
}
