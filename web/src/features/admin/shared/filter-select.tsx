import { MenuItem, TextField } from '@mui/material';
import { useIntl } from 'react-intl';

export interface FilterSelectProps {
  labelId: string;
  value: string;
  /** Each option's value and catalogue id; 'all' comes first. */
  options: readonly { value: string; labelId: string }[];
  onChange: (value: string) => void;
}

export function FilterSelect({ labelId, value, options, onChange }: FilterSelectProps) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="all">{intl.formatMessage({ id: 'admin.filter.all' })}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {intl.formatMessage({ id: option.labelId })}
        </MenuItem>
      ))}
    </TextField>
  );
}
