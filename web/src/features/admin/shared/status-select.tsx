import { normaliseLegacyStatus } from '@domain/status';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useIntl } from 'react-intl';

export interface StatusSelectProps {
  value: string | null | undefined;
  options: readonly { value: string; labelId: string }[];
  /** Names the record, so each row's selector has its own accessible name. */
  recordName: string;
  disabled?: boolean;
  onChange: (status: string) => void;
}

/**
 * The inline status selector of a row; a legacy stored value shows as its current name. A
 * native select: a page of rows of MUI's menu-backed selects took a long task to mount,
 * and a phone opens its own picker. Built from MUI's native select and outlined input, not
 * TextField, whose select imports a menu, popover and modal even when native.
 */
export function StatusSelect({
  value,
  options,
  recordName,
  disabled,
  onChange,
}: StatusSelectProps) {
  const intl = useIntl();
  const status = normaliseLegacyStatus(value);
  // A status none of the options name shows as blank, not as the first option.
  const current =
    status !== null && options.some((option) => option.value === status) ? status : '';
  return (
    <NativeSelect
      value={current}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      input={<OutlinedInput size="small" />}
      inputProps={{
        'aria-label': intl.formatMessage({ id: 'admin.statusFor' }, { name: recordName }),
      }}
      sx={{ minWidth: 170 }}
    >
      {current === '' && <option value="" disabled hidden />}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {intl.formatMessage({ id: option.labelId })}
        </option>
      ))}
    </NativeSelect>
  );
}
