import { useCallback } from 'react';

import { useConfig } from '../../../config/config-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';

import { DeleteConfirm } from './delete-confirm';
import { useAdminAction, useTrashActions } from './use-admin-action';
import { usePagedList } from './use-paged-list';

/** The requests behind an admin panel whose records go to the Trash and come back. */
export interface TrashableRecordRequests<T> {
  list: (config: RuntimeConfig, query: PageQuery) => Promise<ListResult<T>>;
  softDelete: (config: RuntimeConfig, id: string) => Promise<unknown>;
  restore: (config: RuntimeConfig, id: string) => Promise<unknown>;
}

/**
 * An admin panel's records: the server-paged list, its change actions (`action`, with the
 * panel's notice), and soft delete and restore. `askDelete` opens the delete confirmation,
 * `deleteConfirm`, which names the record with `nameOf`.
 */
export function useRecordList<T extends { id: string }>(
  requests: TrashableRecordRequests<T>,
  nameOf: (record: T) => string,
) {
  const config = useConfig();
  const { list: listPage } = requests;
  const fetchPage = useCallback((query: PageQuery) => listPage(config, query), [config, listPage]);
  const list = usePagedList(fetchPage);
  const action = useAdminAction(list.reload);
  const { deleting, setDeleting, confirmDelete, restore } = useTrashActions<T>(action, {
    softDelete: (id) => requests.softDelete(config, id),
    restore: (id) => requests.restore(config, id),
  });
  const deleteConfirm = (
    <DeleteConfirm
      name={deleting ? nameOf(deleting) : null}
      loading={action.busy}
      onConfirm={confirmDelete}
      onClose={() => setDeleting(null)}
    />
  );
  return { list, action, notice: action.notice, askDelete: setDeleting, restore, deleteConfirm };
}
