import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/**
 * The title and lead of a page people work in (the admin console, club management): a
 * title sized to fit a phone, then its lead, `gap` spacing units above what follows.
 */
export function WorkPageHeading({
  titleId,
  leadId,
  gap,
}: {
  titleId: string;
  leadId: string;
  gap: number;
}) {
  return (
    <>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: gap }}>
        <FormattedMessage id={leadId} />
      </Typography>
    </>
  );
}
