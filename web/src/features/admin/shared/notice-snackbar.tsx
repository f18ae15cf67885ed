import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  message: string;
  severity: 'success' | 'error' | 'info';
}

export interface NoticeSnackbarProps {
  /** The message shown, or null when none is. */
  notice: Notice | null;
  onClose: () => void;
}

/** One short message at a time (copied link, failed delete...), read out by screen readers. */
export function NoticeSnackbar({ notice, onClose }: NoticeSnackbarProps) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} onClose={onClose} variant="filled">
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
