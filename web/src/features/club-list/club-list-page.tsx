import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { RouterLink } from '../../lib/routing/router-link';

import { usePublicClubs } from './api/public-clubs';
import { ClubListResults } from './club-list-results';

const contactLink = (chunks: ReactNode) => (
  <Link component={RouterLink} to="/contact" sx={{ fontWeight: 700 }}>
    {chunks}
  </Link>
);

/** /clubs: the association's active clubs for anyone, searchable by name or city. */
export function ClubListPage() {
  usePageMeta('clubList.title', 'clubList.lead');
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const { result, retry } = usePublicClubs();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="clubList.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        <FormattedMessage id="clubList.lead" />
      </Typography>
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'clubList.search.label' })}
        placeholder={intl.formatMessage({ id: 'clubList.search.placeholder' })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ maxWidth: { sm: 420 }, mb: 2 }}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }}
      />
      <ClubListResults result={result} search={search} onRetry={retry} />
      <Typography sx={{ mt: 5 }}>
        <FormattedMessage id="clubList.notListed" values={{ link: contactLink }} />
      </Typography>
    </Container>
  );
}
