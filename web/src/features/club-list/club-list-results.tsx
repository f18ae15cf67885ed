import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PlaceholderGrid } from '../../components/feedback/placeholder-grid';

import type { PublicClub, PublicClubsResult } from './api/public-clubs';
import { ClubCard, ClubCardSkeleton } from './club-card';
import { clubsMatching } from './clubs-matching';

const PLACEHOLDER_CARDS = 6;
const COLUMNS = { xs: 12, sm: 6, md: 4 } as const;

/** The count line keeps its height in every state, so the cards start at the same place. */
function CountLine({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: 28, mb: 2 }} role="status">
      {children}
    </Box>
  );
}

function Loading() {
  return (
    <>
      <CountLine>
        <Skeleton variant="text" width={80} aria-hidden />
      </CountLine>
      <PlaceholderGrid count={PLACEHOLDER_CARDS} labelId="clubList.loading">
        <Grid size={COLUMNS}>
          <ClubCardSkeleton />
        </Grid>
      </PlaceholderGrid>
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <CountLine />
      <Alert severity="error">
        <AlertTitle>
          <FormattedMessage id="clubList.error.title" />
        </AlertTitle>
        <FormattedMessage id="clubList.error.body" />
        {/* Under the text, not beside it: on a phone a side button squeezes both. */}
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            <FormattedMessage id="common.tryAgain" />
          </Button>
        </Box>
      </Alert>
    </>
  );
}

function ClubGrid({ clubs }: { clubs: readonly PublicClub[] }) {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={3}
      component="ul"
      aria-label={intl.formatMessage({ id: 'clubList.listLabel' })}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {clubs.map((club) => (
        <Grid key={club.id} size={COLUMNS} component="li" sx={{ display: 'flex' }}>
          <ClubCard club={club} />
        </Grid>
      ))}
    </Grid>
  );
}

interface ClubListResultsProps {
  result: PublicClubsResult;
  search: string;
  onRetry: () => void;
}

/** The clubs in their loading, failed, empty, unmatched or listed state. */
export function ClubListResults({ result, search, onRetry }: ClubListResultsProps) {
  if (result.status === 'loading') return <Loading />;
  if (result.status === 'error') return <LoadFailed onRetry={onRetry} />;
  if (result.clubs.length === 0) {
    return (
      <>
        <CountLine />
        <Typography color="textSecondary">
          <FormattedMessage id="clubList.empty" />
        </Typography>
      </>
    );
  }
  const matching = clubsMatching(result.clubs, search);
  return (
    <>
      <CountLine>
        <Typography color="textSecondary">
          <FormattedMessage id="clubList.count" values={{ count: matching.length }} />
        </Typography>
      </CountLine>
      {matching.length > 0 ? (
        <ClubGrid clubs={matching} />
      ) : (
        <Typography color="textSecondary">
          <FormattedMessage id="clubList.noMatch" values={{ search: search.trim() }} />
        </Typography>
      )}
    </>
  );
}
