import { MIN_MEMBER_AGE } from '@domain/age';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';

import type { LegacyApplication, LegacyField as FieldName } from './legacy-application';

export interface LegacyFieldProps {
  formik: FormikProps<LegacyApplication>;
  name: FieldName;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  /** Values of a native select; their labels are `joinLegacy.<name>.<value>`. */
  options?: readonly string[];
}

export const legacyFieldId = (name: FieldName) => `legacy-${name}`;

/** A required field of the older form; its error is tied to it through aria-describedby. */
export function LegacyField({
  formik,
  name,
  type = 'text',
  autoComplete,
  options,
}: LegacyFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `joinLegacy.field.${name}` });
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  const shrink = type === 'date' || options !== undefined;
  return (
    <TextField
      {...formik.getFieldProps(name)}
      id={legacyFieldId(name)}
      type={type}
      label={label}
      required
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={
        error
          ? intl.formatMessage({ id: error }, { field: label, minAge: MIN_MEMBER_AGE })
          : undefined
      }
      select={options !== undefined}
      slotProps={{ select: { native: true }, inputLabel: shrink ? { shrink: true } : undefined }}
    >
      {options && (
        <>
          <option value="">{intl.formatMessage({ id: 'joinLegacy.select' })}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `joinLegacy.${name}.${option}` })}
            </option>
          ))}
        </>
      )}
    </TextField>
  );
}
