import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../../lib/routing/router-link';

interface ActionLink {
  to: string;
  messageId: string;
}

/** The two ways on from an account action's outcome: the main one, then a quieter one. */
export function ActionLinks({
  primary,
  secondary,
}: {
  primary: ActionLink;
  secondary: ActionLink;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button component={RouterLink} to={primary.to} variant="contained">
        <FormattedMessage id={primary.messageId} />
      </Button>
      <Button component={RouterLink} to={secondary.to} variant="outlined">
        <FormattedMessage id={secondary.messageId} />
      </Button>
    </Stack>
  );
}
