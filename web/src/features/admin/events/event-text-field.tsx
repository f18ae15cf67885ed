import TextField from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { fieldError } from '../../../components/form-fields/field-error';

import type { EventFormValues } from './event-form-values';

export interface EventTextFieldProps {
  formik: FormikProps<EventFormValues>;
  name: string;
  labelId: string;
  type?: 'text' | 'date' | 'time' | 'number';
  required?: boolean;
  multiline?: boolean;
  helperId?: string;
  inputMode?: 'decimal' | 'numeric';
  children?: ReactNode;
  select?: boolean;
}

/** A field of the event form: its schema error (in the reader's language) or its hint below it. */
export function EventTextField({
  formik,
  name,
  labelId,
  type = 'text',
  required = false,
  multiline = false,
  helperId,
  inputMode,
  children,
  select = false,
}: EventTextFieldProps) {
  const intl = useIntl();
  const error = fieldError(formik, name);
  const helper = error ?? helperId;
  const value: unknown = getIn(formik.values, name);
  return (
    <TextField
      id={`event-${name.replace(/\./g, '-')}`}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      type={type}
      label={intl.formatMessage({ id: labelId })}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={helper ? intl.formatMessage({ id: helper }) : undefined}
      fullWidth
      select={select}
      slotProps={{
        select: { native: true },
        inputLabel: type === 'date' || type === 'time' || select ? { shrink: true } : undefined,
        htmlInput: inputMode ? { inputMode } : undefined,
      }}
    >
      {children}
    </TextField>
  );
}
