import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import type { AccountRecord } from '../../../lib/records/records';
import { eraseAccount, listAccounts, restoreAccount, softDeleteAccount } from '../api/accounts-api';
import { ConfirmDialog } from '../shared/on-demand-dialogs';
import { PagedRecordTable } from '../shared/paged-record-table';
import type { RecordColumn } from '../shared/record-table';
import { RowActions } from '../shared/row-actions';
import { TrashedOn } from '../shared/trashed-on';
import { useRecordList, type TrashableRecordRequests } from '../shared/use-record-list';

// The edit form and the account's history download when an administrator opens one.
const EditAccountDialog = lazy(() =>
  import('./edit-account-dialog').then((module) => ({ default: module.EditAccountDialog })),
);

const ACCOUNT_REQUESTS: TrashableRecordRequests<AccountRecord> = {
  list: listAccounts,
  softDelete: softDeleteAccount,
  restore: restoreAccount,
};

const nameOf = (account: AccountRecord) =>
  `${account.firstName} ${account.lastName}`.trim() || account.email;

/** All Accounts: search, page, edit (role included), soft delete and restore. */
export function AccountsPanel() {
  const config = useConfig();
  const intl = useIntl();
  const { list, action, notice, askDelete, restore, deleteConfirm } = useRecordList(
    ACCOUNT_REQUESTS,
    nameOf,
  );
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
            onDelete={() => askDelete(account)}
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
      <PagedRecordTable
        list={list}
        messages="admin.accounts"
        rowName={nameOf}
        columns={columns}
        exportProps={{
          table: 'accounts',
          filter: { search: list.search.trim() },
          onError: notice.show,
        }}
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
      {deleteConfirm}
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
