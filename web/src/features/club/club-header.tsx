import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { ActiveClubSummary } from './use-my-active-club';

/** The club's logo (a placeholder when absent or broken), name and address. */
export function ClubHeader({ club }: { club: ActiveClubSummary }) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const { clubName: name, clubAddress: address, clubLogo: logo } = club;
  const showLogo = Boolean(logo) && !broken;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar
          variant="rounded"
          src={showLogo ? (logo ?? undefined) : undefined}
          alt={showLogo ? intl.formatMessage({ id: 'club.logoAlt' }, { name }) : undefined}
          slotProps={{ img: { onError: () => setBroken(true) } }}
          sx={{ width: 72, height: 72, bgcolor: 'grey.200', color: 'text.secondary' }}
        >
          <StorefrontOutlinedIcon fontSize="large" aria-hidden />
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {address && (
            <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {address}
            </Typography>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
