import GroupsIcon from '@mui/icons-material/Groups';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { DirectoryClub } from './api/directory-entry';
import { CardDetail, CardDetails } from './card-details';

// The projection stores the owner's name with an English title ('Master Rosa Diaz'); the
// card's label already says Master, in the reader's language.
const STORED_TITLE = /^Master\s+/;

export function ClubCard({ club }: { club: DirectoryClub }) {
  const intl = useIntl();
  return (
    <Card sx={{ width: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
          {club.logo ? (
            <Avatar
              src={club.logo}
              alt={intl.formatMessage({ id: 'directory.card.logo' }, { name: club.name })}
              sx={{ width: 56, height: 56 }}
            />
          ) : (
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
              <GroupsIcon aria-hidden />
            </Avatar>
          )}
          <Typography component="h3" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {club.name}
          </Typography>
        </Box>
        <CardDetails>
          {club.master && (
            <CardDetail labelId="directory.card.master">
              {club.master.replace(STORED_TITLE, '')}
            </CardDetail>
          )}
          {club.address && <CardDetail labelId="directory.card.address">{club.address}</CardDetail>}
        </CardDetails>
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 700 }}>
          <FormattedMessage id="directory.card.memberCount" values={{ count: club.memberCount }} />
        </Typography>
      </CardContent>
    </Card>
  );
}
