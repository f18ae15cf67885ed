import FormControl from '@mui/material/FormControl';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown in the empty box and read out as its name (the box has no visible label). */
  placeholder: string;
  startAdornment?: ReactNode;
}

/**
 * The search box above a table: what a small outlined TextField renders, built from its
 * parts. TextField also imports the filled and standard inputs, the helper text and the
 * select with its menu and modal, which a page showing only this box would load for nothing.
 */
export function SearchField({ value, onChange, placeholder, startAdornment }: SearchFieldProps) {
  const id = useId();
  // Full width, as the theme makes every TextField.
  return (
    <FormControl variant="outlined" size="small" fullWidth sx={{ flexGrow: 1 }}>
      <OutlinedInput
        id={id}
        fullWidth
        type="search"
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        startAdornment={startAdornment}
        inputProps={{ 'aria-label': placeholder }}
      />
    </FormControl>
  );
}
