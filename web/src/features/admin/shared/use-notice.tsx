import { useCallback, useState } from 'react';

import { onDemandDialog } from '../../../components/ui/on-demand-dialog';

import type { Notice } from './notice-snackbar';

// The snackbar's code loads with the first notice, not with the table.
const NoticeSnackbar = onDemandDialog(
  () => import('./notice-snackbar').then((module) => module.NoticeSnackbar),
  (props) => props.notice !== null,
);

/** One short message at a time (copied link, failed delete...), read out by screen readers. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (message: string, severity: Notice['severity'] = 'error') => setNotice({ message, severity }),
    [],
  );
  const element = <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />;
  return { show, element };
}
