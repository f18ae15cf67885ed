import TextField from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { fieldError } from './field-error';

export interface FormTextFieldProps<Values> {
  formik: FormikProps<Values>;
  /** Dotted path of the value, as formik names it ('address.city'). */
  name: string;
  labelId: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'password';
  required?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  /** Three rows or more, growing with the text. */
  multiline?: boolean;
  /** The keyboard a phone shows for a number typed as text. */
  inputMode?: 'decimal' | 'numeric';
  /** Native select options, each already labelled. */
  options?: readonly { value: string; label: string }[];
  /** The label of the select's empty first option ('Select...' when not given). */
  emptyOptionId?: string;
  helperId?: string;
  endAdornment?: ReactNode;
  /** The id's prefix, so two forms' fields of the same name stay apart ('club-club_info-...'). */
  idPrefix?: string;
}

export const fieldId = (name: string, prefix = 'registration') =>
  `${prefix}-${name.replace(/\./g, '-')}`;

/** A labelled field whose error text is tied to it through aria-describedby (MUI's helper text). */
export function FormTextField<Values>({
  formik,
  name,
  labelId,
  type = 'text',
  required = false,
  autoComplete,
  readOnly = false,
  multiline = false,
  inputMode,
  options,
  emptyOptionId = 'registration.field.select',
  helperId,
  endAdornment,
  idPrefix,
}: FormTextFieldProps<Values>) {
  const intl = useIntl();
  const error = fieldError(formik, name);
  const value: unknown = getIn(formik.values, name);
  const helper = error ?? helperId;
  return (
    <TextField
      id={fieldId(name, idPrefix)}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      type={type}
      label={intl.formatMessage({ id: labelId })}
      required={required}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={helper ? intl.formatMessage({ id: helper }) : undefined}
      fullWidth
      select={options !== undefined}
      slotProps={{
        select: { native: true },
        inputLabel: type === 'date' || type === 'time' || options ? { shrink: true } : undefined,
        htmlInput: { readOnly, inputMode },
        input: endAdornment ? { endAdornment } : undefined,
      }}
    >
      {options && (
        <>
          <option value="">{intl.formatMessage({ id: emptyOptionId })}</option>
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
