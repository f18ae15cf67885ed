import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

import { PlaceholderGrid } from '../../components/feedback/placeholder-grid';

import { CardGridCell } from './card-grid';

/** Placeholder cards while a list loads; announced once to screen readers. */
export function DirectoryCardsSkeleton({ count }: { count: number }) {
  return (
    <PlaceholderGrid count={count} labelId="directory.loading">
      <CardGridCell>
        <Card aria-hidden data-testid="directory-card-skeleton">
          <CardContent>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
              <Skeleton variant="circular" width={48} height={48} />
              <Skeleton variant="text" width="60%" height={32} />
            </Box>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="50%" />
          </CardContent>
        </Card>
      </CardGridCell>
    </PlaceholderGrid>
  );
}
