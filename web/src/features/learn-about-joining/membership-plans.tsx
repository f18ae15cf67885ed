import { ATHLETE_TIERS, DEFAULT_TIER } from '@domain/enums';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { PlanCard } from './plan-card';

export const MEMBERSHIP_TIERS_ID = 'membership-tiers';

/** The #membership-tiers anchor; the layout's ScrollManager scrolls here 100 ms after load. */
export function MembershipPlans() {
  return (
    <section id={MEMBERSHIP_TIERS_ID} aria-labelledby={`${MEMBERSHIP_TIERS_ID}-heading`}>
      <Typography id={`${MEMBERSHIP_TIERS_ID}-heading`} component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="join.plans.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <FormattedMessage id="join.plans.lead" />
      </Typography>
      <Grid container spacing={3}>
        {ATHLETE_TIERS.map((tier) => (
          <Grid key={tier} size={{ xs: 12, md: 6 }}>
            <PlanCard tier={tier} highlighted={tier === DEFAULT_TIER} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
