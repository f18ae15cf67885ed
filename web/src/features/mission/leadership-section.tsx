import Grid from '@mui/material/Grid';

import { ContentSection } from '../../components/ui/content-section';

import { LeaderCard } from './leader-card';
import { LEADERS } from './leaders';

export function LeadershipSection() {
  return (
    <ContentSection titleId="mission.leaders.heading" leadId="mission.leaders.lead" tone="tinted">
      <Grid container spacing={3}>
        {LEADERS.map((leader) => (
          <Grid key={leader.id} size={{ xs: 12, md: 4 }}>
            <LeaderCard leader={leader} />
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}
