import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { ContentSection } from '../../components/ui/content-section';

import { COMMUNITY_PROGRAMS } from './community-programs';

export function CommunityProgramsSection() {
  return (
    <ContentSection titleId="mission.programs.heading" leadId="mission.programs.lead">
      <Grid container spacing={3}>
        {COMMUNITY_PROGRAMS.map((program) => (
          <Grid key={program.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', mb: 2 }}>
                  <program.Icon />
                </Avatar>
                <Typography component="h3" variant="h4" gutterBottom>
                  <FormattedMessage id={`mission.programs.${program.id}.title`} />
                </Typography>
                <Typography color="textSecondary">
                  <FormattedMessage id={`mission.programs.${program.id}.body`} />
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}
