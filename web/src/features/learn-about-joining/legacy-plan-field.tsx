import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';

import { Price } from '../../components/ui/price';

import { LEGACY_PRICES_CENTS, LEGACY_TIERS } from './legacy-application';

export interface LegacyPlanFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The optional plan of the older form: basic or premium, or none yet. */
export function LegacyPlanField({ value, onChange }: LegacyPlanFieldProps) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">
        <FormattedMessage id="joinLegacy.field.membershipTier" />
      </FormLabel>
      <RadioGroup name="membershipTier" value={value} onChange={onChange}>
        <FormControlLabel
          value=""
          control={<Radio id="legacy-membershipTier" />}
          label={<FormattedMessage id="joinLegacy.plan.none" />}
        />
        {LEGACY_TIERS.map((tier) => (
          <FormControlLabel
            key={tier}
            value={tier}
            control={<Radio />}
            label={
              <FormattedMessage
                id={`joinLegacy.plan.${tier}`}
                values={{ price: <Price cents={LEGACY_PRICES_CENTS[tier]} /> }}
              />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
