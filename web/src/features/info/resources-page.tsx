import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';

/** Only a 'Coming Soon' heading for now. */
export function ResourcesPage() {
  usePageMeta('resources.title', 'resources.description');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="resources.title" />
      </Typography>
      <Typography component="h2" variant="h3" color="textSecondary">
        <FormattedMessage id="resources.lead" />
      </Typography>
    </Container>
  );
}
