import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export function LoadingScreen({ messageId }: { messageId: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ py: 10, textAlign: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage id={messageId} />
      </Typography>
    </Box>
  );
}
