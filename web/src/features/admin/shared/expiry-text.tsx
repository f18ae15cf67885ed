import { ASSOCIATION_TIME_ZONE } from '@domain/renewal';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

/** A record's expiry under its status: the association's calendar day, or nothing. */
export function ExpiryText({ expiresAt }: { expiresAt: string | null | undefined }) {
  const intl = useIntl();
  if (!expiresAt) return null;
  const date = intl.formatDate(expiresAt, { dateStyle: 'medium', timeZone: ASSOCIATION_TIME_ZONE });
  return (
    <Typography variant="caption" color="textSecondary" component="div">
      <FormattedMessage id="admin.expiresOn" values={{ date }} />
    </Typography>
  );
}
