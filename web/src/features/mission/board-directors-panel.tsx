import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { BOARD_SEATS } from './board-seats';

export function BoardDirectorsPanel() {
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <FormattedMessage id="mission.board.lead" />
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {BOARD_SEATS.map((seat) => (
          <Grid key={seat} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%', textAlign: 'center' }}>
              <CardContent>
                <Avatar
                  aria-hidden
                  sx={{ width: 64, height: 64, mx: 'auto', mb: 2, bgcolor: 'grey.300' }}
                >
                  <PersonIcon sx={{ fontSize: 40, color: 'grey.700' }} />
                </Avatar>
                <Typography component="h3" variant="h4" gutterBottom>
                  <FormattedMessage id={`mission.board.${seat}`} />
                </Typography>
                <Chip
                  label={<FormattedMessage id="mission.board.comingSoon" />}
                  color="primary"
                  variant="outlined"
                />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
