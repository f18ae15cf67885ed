import { ATHLETE_TIERS, type AthleteTier } from '@domain/enums';
import { PRICES_CENTS } from '@domain/pricing';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { FormattedMessage } from 'react-intl';

import { Price } from '../../../components/ui/price';

import type { AthleteValues } from './athlete-values';
import { SectionHeading } from './section-heading';

export interface TierSectionProps {
  formik: FormikProps<AthleteValues>;
}

/** Basic or Champion, with the yearly price from the domain module. */
export function TierSection({ formik }: TierSectionProps) {
  const selected = formik.values.membership_tier;
  const choose = (tier: AthleteTier) => void formik.setFieldValue('membership_tier', tier);
  return (
    <>
      <SectionHeading id="registration.membership.tierHeading" />
      <Grid container spacing={2}>
        {ATHLETE_TIERS.map((tier) => {
          const isSelected = tier === selected;
          const nameId = `registration-tier-${tier}`;
          return (
            <Grid key={tier} size={{ xs: 12, sm: 6 }}>
              <Card
                variant="outlined"
                sx={{ borderWidth: 2, borderColor: isSelected ? 'primary.main' : 'divider' }}
              >
                <CardContent>
                  <Typography id={nameId} component="h4" variant="h6">
                    <FormattedMessage id={`registration.tier.${tier}`} />
                  </Typography>
                  <Typography sx={{ mb: 2 }}>
                    <FormattedMessage
                      id="registration.tier.price"
                      values={{
                        price: <Price cents={PRICES_CENTS[tier]} />,
                      }}
                    />
                  </Typography>
                  <Button
                    variant={isSelected ? 'contained' : 'outlined'}
                    aria-pressed={isSelected}
                    aria-describedby={nameId}
                    onClick={() => choose(tier)}
                    fullWidth
                  >
                    <FormattedMessage
                      id={isSelected ? 'registration.tier.selected' : 'registration.tier.select'}
                    />
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
