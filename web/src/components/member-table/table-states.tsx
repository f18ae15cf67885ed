import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import type { TableErrorProps } from './table-error-alert';

/** The spinner and text while a table loads. */
export function TableLoading({ messageId }: { messageId: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ py: 6, textAlign: 'center' }}>
      <CircularProgress aria-hidden size={32} />
      <Typography sx={{ mt: 1.5 }}>
        <FormattedMessage id={messageId} />
      </Typography>
    </Box>
  );
}

// A table's failure is rare: the alert's code loads when one happens, not with the table.
const TableErrorAlert = lazy(() =>
  import('./table-error-alert').then((module) => ({ default: module.TableErrorAlert })),
);

/** A failed load, said in an error alert with Try Again when the table can retry. */
export function TableError(props: TableErrorProps) {
  return (
    <Suspense fallback={null}>
      <TableErrorAlert {...props} />
    </Suspense>
  );
}

export function TableEmpty({ titleId, message }: { titleId: string; message: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography color="textSecondary">{message}</Typography>
    </Box>
  );
}
