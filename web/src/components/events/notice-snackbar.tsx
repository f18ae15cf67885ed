import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

/** A short, announced notice (such as 'coming soon'); open while `message` is set. */
export function NoticeSnackbar({
  message,
  onClose,
}: {
  message: ReactNode | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={6000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="info" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
