import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

/** The call to action beside JoinButton on a navy band: outlined in the band's text colour. */
export function SecondCtaButton({ to, labelId }: { to: string; labelId: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="large">
      <FormattedMessage id={labelId} />
    </Button>
  );
}
