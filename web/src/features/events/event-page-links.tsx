import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

/** A row of outlined links to related pages, as a labelled navigation list. */
export function EventPageLinks({
  labelId,
  links,
}: {
  labelId: string;
  links: { to: string; messageId: string }[];
}) {
  const intl = useIntl();
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage({ id: labelId })}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 5 }}
    >
      {links.map(({ to, messageId }) => (
        <Button key={to} component={RouterLink} to={to} variant="outlined">
          <FormattedMessage id={messageId} />
        </Button>
      ))}
    </Stack>
  );
}
