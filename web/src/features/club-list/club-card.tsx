import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { PublicClub } from './api/public-clubs';

// A card and its placeholder take the same room, so the list does not move as it loads.
const CARD_SX = { width: '100%', minHeight: 132 } as const;

export function ClubCard({ club }: { club: PublicClub }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" sx={CARD_SX}>
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {club.name}
        </Typography>
        {club.city && (
          <Typography
            color="textSecondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.5 }}
          >
            <PlaceOutlinedIcon
              fontSize="small"
              titleAccess={intl.formatMessage({ id: 'clubList.card.city' })}
            />
            {club.city}
          </Typography>
        )}
        {club.master && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id="clubList.card.master" values={{ name: club.master }} />
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function ClubCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={CARD_SX} data-testid="club-card-skeleton">
      <CardContent>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.5rem', mb: 1 }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="55%" />
      </CardContent>
    </Card>
  );
}
