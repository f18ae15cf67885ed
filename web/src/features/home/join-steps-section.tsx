import { formatCents, PRICES_CENTS } from '@domain/pricing';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { ContentSection } from '../../components/ui/content-section';

import { JoinButton } from './join-button';
import { JOIN_STEPS } from './join-steps';

export function JoinStepsSection() {
  const intl = useIntl();
  const price = (cents: number) => formatCents(cents, intl.locale);
  const prices = {
    basic: price(PRICES_CENTS.basic),
    champion: price(PRICES_CENTS.champion),
    club: price(PRICES_CENTS.club),
  };

  return (
    <ContentSection titleId="home.join.heading" leadId="home.join.lead">
      <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {JOIN_STEPS.map((step, index) => (
          <Grid key={step.id} size={{ xs: 12, md: 4 }} component="li">
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }}>
                <step.Icon />
              </Avatar>
              <Box>
                <Typography component="h3" variant="h4" gutterBottom>
                  <FormattedMessage
                    id="home.join.stepTitle"
                    values={{
                      number: index + 1,
                      title: intl.formatMessage({ id: `home.join.${step.id}.title` }),
                    }}
                  />
                </Typography>
                <Typography color="textSecondary">
                  <FormattedMessage id={`home.join.${step.id}.body`} values={prices} />
                </Typography>
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 4 }}>
        <JoinButton labelId="home.join.cta" />
      </Box>
    </ContentSection>
  );
}
