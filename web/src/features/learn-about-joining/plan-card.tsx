import type { AthleteTier } from '@domain/enums';
import { PLAN_BENEFITS, PRICES_CENTS } from '@domain/pricing';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Price } from '../../components/ui/price';
import { RouterLink } from '../../lib/routing/router-link';

export interface PlanCardProps {
  tier: AthleteTier;
  highlighted?: boolean;
}

/** One yearly athlete plan: name, price, benefits and the way into the registration wizard. */
export function PlanCard({ tier, highlighted = false }: PlanCardProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `join.plan.${tier}.name` });
  const headingId = `plan-${tier}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'secondary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography id={headingId} component="h3" variant="h4">
            {name}
          </Typography>
          {highlighted && (
            <Chip
              color="secondary"
              size="small"
              label={<FormattedMessage id="join.plan.recommended" />}
            />
          )}
        </Box>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id={`join.plan.${tier}.summary`} />
        </Typography>
        <Typography sx={{ mt: 2 }}>
          <Box
            component="span"
            sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'primary.main' }}
          >
            <Price cents={PRICES_CENTS[tier]} />
          </Box>{' '}
          <FormattedMessage id="join.plan.perYear" />
        </Typography>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
          <FormattedMessage id="join.plan.benefitsHeading" />
        </Typography>
        <List dense disablePadding>
          {PLAN_BENEFITS[tier].map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutlineIcon
                  fontSize="small"
                  sx={{ color: 'success.dark' }}
                  aria-hidden
                />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id={benefit} />} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={`/register?tier=${tier}`}
          variant={highlighted ? 'contained' : 'outlined'}
          color={highlighted ? 'secondary' : 'primary'}
          size="large"
          fullWidth
        >
          <FormattedMessage id="join.plan.choose" values={{ plan: name }} />
        </Button>
      </CardActions>
    </Card>
  );
}
