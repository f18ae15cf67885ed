import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  /** The field's problem, in the reader's language: shown under it, the field marked. */
  helperText?: string;
}

/** A labelled select of fixed options (gender, role, tier, belt, sizes, status). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  required,
  helperText,
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
      error={Boolean(helperText)}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
