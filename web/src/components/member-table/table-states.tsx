import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

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

export interface TableErrorProps {
  titleId: string;
  message: string;
  onRetry?: () => void;
}

export function TableError({ titleId, message, onRetry }: TableErrorProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="memberTable.tryAgain" />
          </Button>
        )
      }
    >
      <AlertTitle>
        <FormattedMessage id={titleId} />
      </AlertTitle>
      {message}
    </Alert>
  );
}

export function TableEmpty({ titleId, message }: { titleId: string; message: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
