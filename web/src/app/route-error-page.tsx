import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** The generic fallback for anything a page throws. */
export function RouteErrorPage() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        <FormattedMessage id="error.unexpected" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="error.unexpectedHint" />
      </Typography>
      <Button variant="contained" href="/">
        <FormattedMessage id="common.returnHome" />
      </Button>
    </Box>
  );
}
