import { normaliseLegacyStatus } from '@domain/status';
import { MenuItem, TextField } from '@mui/material';
import { useIntl } from 'react-intl';

export interface StatusSelectProps {
  value: string | null | undefined;
  options: readonly { value: string; labelId: string }[];
  /** Names the record, so each row's selector has its own accessible name. */
  recordName: string;
  disabled?: boolean;
  onChange: (status: string) => void;
}

/** The inline status selector of a row; a legacy stored value shows as its current name. */
export function StatusSelect({
  value,
  options,
  recordName,
  disabled,
  onChange,
}: StatusSelectProps) {
  const intl = useIntl();
  const current = normaliseLegacyStatus(value) ?? '';
  return (
    <TextField
      select
      size="small"
      value={current}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 170 }}
      slotProps={{
        htmlInput: {
          'aria-label': intl.formatMessage({ id: 'admin.statusFor' }, { name: recordName }),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {intl.formatMessage({ id: option.labelId })}
        </MenuItem>
      ))}
    </TextField>
  );
}
