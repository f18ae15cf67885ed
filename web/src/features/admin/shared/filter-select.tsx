import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface FilterSelectProps {
  labelId: string;
  value: string;
  /** Each option's value and catalogue id; 'all' comes first. */
  options: readonly { value: string; labelId: string }[];
  onChange: (value: string) => void;
}

/**
 * A table filter: the browser's own select in the outlined frame of the theme's small fields,
 * as the rows' status selects are. MUI's menu-backed select would bring its menu, popover
 * and modal into the table's first load, and a phone opens its own picker anyway.
 */
export function FilterSelect({ labelId, value, options, onChange }: FilterSelectProps) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: labelId });
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={id} label={label} notched />}
      >
        <option value="all">{intl.formatMessage({ id: 'admin.filter.all' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {intl.formatMessage({ id: option.labelId })}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
