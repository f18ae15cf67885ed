import { CLUB_INCLUDED_MEMBERSHIPS, PRICES_CENTS } from '@domain/pricing';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { Price } from '../../components/ui/price';

/** The club plan is not sold here: an administrator invites each club leader. */
export function ClubPlanNote() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="club-plan-heading"
      sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <GroupsIcon color="primary" fontSize="large" aria-hidden />
      <Box>
        <Typography id="club-plan-heading" component="h2" variant="h4" gutterBottom>
          <FormattedMessage id="join.club.title" />
        </Typography>
        <Typography>
          <FormattedMessage
            id="join.club.body"
            values={{
              price: <Price cents={PRICES_CENTS.club} />,
              count: CLUB_INCLUDED_MEMBERSHIPS,
            }}
          />
        </Typography>
      </Box>
    </Paper>
  );
}
