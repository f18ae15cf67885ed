import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FormattedMessage } from 'react-intl';

/** A small spinner beside what is being done, announced to screen readers as a status. */
export function ProgressStatus({ messageId }: { messageId: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <FormattedMessage id={messageId} />
    </Box>
  );
}
