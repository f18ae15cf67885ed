import { Alert, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';

interface Notice {
  message: string;
  severity: 'success' | 'error' | 'info';
}

/** One short message at a time (copied link, failed delete...), read out by screen readers. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (message: string, severity: Notice['severity'] = 'error') => setNotice({ message, severity }),
    [],
  );
  const element = (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={() => setNotice(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { show, element };
}
