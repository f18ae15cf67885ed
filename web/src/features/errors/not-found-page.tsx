import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';

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
