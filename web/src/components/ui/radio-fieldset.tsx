import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface RadioFieldsetProps {
  /** The legend, which names the group for screen readers. */
  legendId: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices: FormControlLabels with a Radio each. */
  children: ReactNode;
}

/** One choice among radio buttons, in a fieldset named by its legend. */
export function RadioFieldset({ legendId, name, value, onChange, children }: RadioFieldsetProps) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">
        <FormattedMessage id={legendId} />
      </FormLabel>
      <RadioGroup value={value} onChange={(_, chosen) => onChange(chosen)} name={name}>
        {children}
      </RadioGroup>
    </FormControl>
  );
}
