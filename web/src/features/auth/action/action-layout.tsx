import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { usePageMeta } from '../../../components/seo/use-page-meta';

/** The card every account-action view sits in, with the page title. */
export function ActionLayout({ titleId, children }: { titleId: string; children: ReactNode }) {
  usePageMeta(titleId);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>{children}</Stack>
      </Paper>
    </Container>
  );
}
