import { MenuItem, TextField } from '@mui/material';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
}

/** A labelled select of fixed options (gender, role, tier, belt, sizes, status). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  required,
}: SelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required={required}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
