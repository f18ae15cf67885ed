import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

import { PlaceholderGrid } from '../feedback/placeholder-grid';

/** Placeholder cards while events load; announced once to screen readers. */
export function EventCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <PlaceholderGrid count={count} labelId="events.loading" data-testid="event-cards-skeleton">
      <Grid size={{ xs: 12, md: 4 }}>
        <Card aria-hidden>
          <CardContent>
            <Skeleton variant="text" width="70%" height={32} />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rectangular" height={60} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      </Grid>
    </PlaceholderGrid>
  );
}
