import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';

/** Three placeholder rows while the list loads; announced once to screen readers. */
export function UpcomingEventsSkeleton() {
  const intl = useIntl();
  return (
    <Stack spacing={3} role="status" aria-label={intl.formatMessage({ id: 'events.loading' })}>
      {[0, 1, 2].map((index) => (
        <Card key={index} aria-hidden sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Skeleton
              variant="rectangular"
              sx={{ width: { xs: '100%', md: '36%' }, height: 160, borderRadius: 2 }}
            />
            <Stack sx={{ flex: 1 }} spacing={1}>
              <Skeleton variant="text" width="60%" height={36} />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="90%" />
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
