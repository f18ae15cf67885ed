import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../seo/use-page-meta';

/** A titled page with a lead paragraph; for short pages and areas not built yet. */
export function SimplePage({
  titleId,
  leadId,
  children,
}: {
  titleId: string;
  leadId?: string;
  children?: ReactNode;
}) {
  usePageMeta(titleId, leadId);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id={titleId} />
      </Typography>
      {leadId && (
        <Typography sx={{ mb: 3 }} color="textSecondary">
          <FormattedMessage id={leadId} />
        </Typography>
      )}
      {children}
    </Container>
  );
}
