import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { useNotice } from './use-notice';

/**
 * The admin panels' change pattern: run a request, reload the list when it worked, say the
 * failure (a message id) otherwise. `busy` is true while a confirmed action (delete, revoke)
 * runs, so its confirmation can show it.
 */
export function useAdminAction(reload: () => void) {
  const intl = useIntl();
  const notice = useNotice();
  const { show } = notice;
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (request: () => Promise<unknown>, failureId: string): Promise<boolean> => {
      try {
        await request();
        reload();
        return true;
      } catch {
        show(intl.formatMessage({ id: failureId }));
        return false;
      }
    },
    [intl, reload, show],
  );

  /** As `run`, marked busy meanwhile; `onDone` closes the confirmation when it worked. */
  const confirm = useCallback(
    async (request: () => Promise<unknown>, failureId: string, onDone: () => void) => {
      setBusy(true);
      try {
        if (await run(request, failureId)) onDone();
      } finally {
        setBusy(false);
      }
    },
    [run],
  );

  return { run, confirm, busy, notice };
}

/** The soft delete and restore of a panel's rows, with the row awaiting confirmation. */
export function useTrashActions<T extends { id: string }>(
  action: ReturnType<typeof useAdminAction>,
  requests: {
    softDelete: (id: string) => Promise<unknown>;
    restore: (id: string) => Promise<unknown>;
  },
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    void action.confirm(
      () => requests.softDelete(id),
      'admin.deleteFailed',
      () => setDeleting(null),
    );
  };
  const restore = (row: T) => {
    void action.run(() => requests.restore(row.id), 'admin.restoreFailed');
  };
  return { deleting, setDeleting, confirmDelete, restore };
}
