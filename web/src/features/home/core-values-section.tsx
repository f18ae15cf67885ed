import Grid from '@mui/material/Grid';

import { ContentSection } from '../../components/ui/content-section';

import { CoreValueCard } from './core-value-card';
import { CORE_VALUES } from './core-values';

export function CoreValuesSection() {
  return (
    <ContentSection titleId="home.values.heading" leadId="home.values.lead" tone="tinted">
      <Grid container spacing={3}>
        {CORE_VALUES.map((value) => (
          <Grid key={value.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <CoreValueCard value={value} />
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}
