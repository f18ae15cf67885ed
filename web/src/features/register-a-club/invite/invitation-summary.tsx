import { PLAN_BENEFITS, PRICES_CENTS } from '@domain/pricing';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { Price } from '../../../components/ui/price';

/** The valid invitation: the club's name, the yearly fee and what it includes. */
export function InvitationSummary({ clubName }: { clubName: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      {clubName ? (
        <>
          <Typography variant="overline" component="p">
            <FormattedMessage id="clubRegistration.valid.invited" />
          </Typography>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {clubName}
          </Typography>
        </>
      ) : (
        <Typography variant="h5" component="h2">
          <FormattedMessage id="clubRegistration.valid.invitedClub" />
        </Typography>
      )}
      <Typography sx={{ mt: 1, fontWeight: 700 }}>
        <FormattedMessage
          id="clubRegistration.valid.price"
          values={{
            price: <Price cents={PRICES_CENTS.club} />,
          }}
        />
      </Typography>
      <List dense>
        {PLAN_BENEFITS.club.map((benefit) => (
          <ListItem key={benefit} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id={benefit} />} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
