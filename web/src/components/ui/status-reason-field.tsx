import { STATUS_REASON_MAX } from '@domain/schemas/admin';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

export interface StatusReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows the "give a reason" error, from the form's check or the server's 400. */
  missing: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  minRows?: number;
}

/**
 * The reason an edit dialog asks for when it moves a record into active, suspended or
 * cancelled: the owner is emailed it, as with the status actions.
 */
export function StatusReasonField({
  value,
  onChange,
  missing,
  disabled = false,
  autoFocus = false,
  minRows = 2,
}: StatusReasonFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      required
      fullWidth
      multiline
      minRows={minRows}
      autoFocus={autoFocus}
      disabled={disabled}
      label={intl.formatMessage({ id: 'admin.statusReason.label' })}
      value={value}
      error={missing}
      onChange={(event) => onChange(event.target.value)}
      helperText={
        missing
          ? intl.formatMessage({ id: 'admin.statusReason.required' })
          : intl.formatMessage(
              { id: 'admin.statusReason.count' },
              { count: value.length, max: STATUS_REASON_MAX },
            )
      }
      slotProps={{ htmlInput: { maxLength: STATUS_REASON_MAX } }}
    />
  );
}
