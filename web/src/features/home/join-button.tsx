import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { JOIN_TIERS_LINK } from './join-link';

/** The home page's main call to action: to the membership tiers on /join. */
export function JoinButton({ labelId }: { labelId: string }) {
  return (
    <Button
      component={RouterLink}
      to={JOIN_TIERS_LINK}
      variant="contained"
      color="secondary"
      size="large"
    >
      <FormattedMessage id={labelId} />
    </Button>
  );
}
