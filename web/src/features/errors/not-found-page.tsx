import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { RouterLink } from '../../lib/routing/router-link';

export function NotFoundPage() {
  usePageMeta('notFound.title');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="notFound.body" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="common.returnHome" />
      </Button>
    </Container>
  );
}
