import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { memberTableTexts } from '../../../components/member-table/member-table';
import { useConfig } from '../../../config/config-context';
import type { PageQuery } from '../../../lib/admin/admin-records';
import type { AccountRecord } from '../../../lib/records/records';
import { eraseAccount, listAccounts, restoreAccount, softDeleteAccount } from '../api/accounts-api';
import { DeleteConfirm } from '../shared/delete-confirm';
import { ListPagination, listTableProps } from '../shared/list-table-props';
import { ListToolbar } from '../shared/list-toolbar';
import { ConfirmDialog } from '../shared/on-demand-dialogs';
import { RecordTable, type RecordColumn } from '../shared/record-table';
import { RowActions } from '../shared/row-actions';
import { TrashedOn } from '../shared/trashed-on';
import { useAdminAction, useTrashActions } from '../shared/use-admin-action';
import { usePagedList } from '../shared/use-paged-list';

// The edit form and the account's history download when an administrator opens one.
const EditAccountDialog = lazy(() =>
  import('./edit-account-dialog').then((module) => ({ default: module.EditAccountDialog })),
);

const nameOf = (account: AccountRecord) =>
  `${account.firstName} ${account.lastName}`.trim() || account.email;

const TEXTS = memberTableTexts('admin.accounts');

/** All Accounts: search, page, edit (role included), soft delete and restore. */
export function AccountsPanel() {
  const config = useConfig();
  const intl = useIntl();
  const fetchPage = useCallback((query: PageQuery) => listAccounts(config, query), [config]);
  const list = usePagedList(fetchPage);
  const action = useAdminAction(list.reload);
  const { notice } = action;
  const { deleting, setDeleting, confirmDelete, restore } = useTrashActions<AccountRecord>(action, {
    softDelete: (id) => softDeleteAccount(config, id),
    restore: (id) => restoreAccount(config, id),
  });
  const [editing, setEditing] = useState<AccountRecord | null>(null);
  const [erasing, setErasing] = useState<AccountRecord | null>(null);
  const confirmErase = () => {
    if (!erasing) return;
    const { id } = erasing;
    void action.confirm(
      () => eraseAccount(config, id),
      'admin.accounts.eraseFailed',
      () => setErasing(null),
    );
  };
  const t = (id: string) => intl.formatMessage({ id });
  const na = t('memberTable.notAvailable');

  const columns: RecordColumn<AccountRecord>[] = [
    {
      headerId: 'admin.accounts.column.name',
      cell: (account) => nameOf(account),
    },
    { headerId: 'admin.accounts.column.email', cell: (account) => account.email || na },
    {
      headerId: 'admin.accounts.column.phone',
      cell: (account) => account.phone || na,
      detail: true,
    },
    {
      headerId: 'admin.accounts.column.role',
      cell: (account) => (
        <Chip
          size="small"
          color={account.role === 'admin' ? 'primary' : 'default'}
          label={t(
            `admin.account.role.${account.role === 'admin' ? 'admin' : account.role === 'instructor' ? 'instructor' : 'member'}`,
          )}
        />
      ),
    },
    {
      headerId: 'admin.accounts.column.status',
      cell: (account) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {t(!account.isActive ? 'admin.accounts.inactive' : 'admin.accounts.active')}
          {account.deletionRequestedAt && (
            <Chip size="small" color="secondary" label={t('admin.accounts.deletionRequested')} />
          )}
          {list.trash && <TrashedOn deletedAt={account.deletedAt} />}
        </Stack>
      ),
    },
    {
      headerId: 'admin.accounts.column.lastLogin',
      detail: true,
      cell: (account) =>
        account.lastLoginAt ? intl.formatDate(account.lastLoginAt, { dateStyle: 'medium' }) : na,
    },
    {
      headerId: 'admin.column.actions',
      cell: (account) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <RowActions
            name={nameOf(account)}
            trash={list.trash}
            onEdit={() => setEditing(account)}
            onDelete={() => setDeleting(account)}
            onRestore={() => restore(account)}
          />
          {account.deletionRequestedAt && (
            <Button size="small" color="error" onClick={() => setErasing(account)}>
              <FormattedMessage id="admin.accounts.erase" />
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <RecordTable
        titleId={list.trash ? 'admin.trash.title' : 'admin.accounts.title'}
        subtitleId="admin.accounts.subtitle"
        searchId="admin.accounts.search"
        texts={TEXTS}
        rows={list.items}
        rowKey={(account) => account.id}
        rowName={nameOf}
        columns={columns}
        {...listTableProps(list)}
        error={list.error ? t('admin.accounts.loadFailed') : null}
        toolbar={
          <ListToolbar
            trash={list.trash}
            onTrashChange={list.showTrash}
            exportProps={{
              table: 'accounts',
              filter: { search: list.search.trim() },
              onError: notice.show,
            }}
          />
        }
        footer={<ListPagination list={list} />}
      />
      {editing && (
        <Suspense fallback={null}>
          <EditAccountDialog
            account={editing}
            onClose={() => setEditing(null)}
            onSaved={list.reload}
          />
        </Suspense>
      )}
      <DeleteConfirm
        name={deleting ? nameOf(deleting) : null}
        loading={action.busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={erasing !== null}
        destructive
        loading={action.busy}
        title={
          <FormattedMessage
            id="admin.accounts.eraseTitle"
            values={{ name: erasing ? nameOf(erasing) : '' }}
          />
        }
        message={<FormattedMessage id="admin.accounts.eraseMessage" />}
        confirmLabel={<FormattedMessage id="admin.accounts.eraseConfirm" />}
        onConfirm={confirmErase}
        onClose={() => setErasing(null)}
      />
      {notice.element}
    </>
  );
}
