import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { Leader } from './leaders';

export function LeaderCard({ leader }: { leader: Leader }) {
  const key = `mission.leaders.${leader.id}`;
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar
            aria-hidden
            sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontWeight: 800 }}
          >
            {leader.initials}
          </Avatar>
          <Box>
            <Typography component="h3" variant="h4">
              <FormattedMessage id={`${key}.name`} />
            </Typography>
            <Typography sx={{ color: 'secondary.main', fontWeight: 700 }}>
              <FormattedMessage id={`${key}.position`} />
            </Typography>
          </Box>
        </Box>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          <FormattedMessage id={`${key}.bio`} />
        </Typography>
        <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage id="mission.leaders.achievements" />
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {Array.from({ length: leader.achievementCount }, (_, index) => (
            <Box component="li" key={index} sx={{ display: 'flex', gap: 1, mb: 0.75 }}>
              <MilitaryTechIcon
                aria-hidden
                fontSize="small"
                sx={{ color: 'primary.main', mt: 0.25 }}
              />
              <FormattedMessage id={`${key}.achievement${index + 1}`} />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
