import { FormattedMessage } from 'react-intl';

import { ConfirmDialog } from './on-demand-dialogs';

export interface DeleteConfirmProps {
  /** The record's name, or null when the dialog is closed. */
  name: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Soft delete: the confirmation says the item goes to the trash (and can come back). */
export function DeleteConfirm({ name, loading, onConfirm, onClose }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      destructive
      loading={loading}
      title={<FormattedMessage id="admin.delete.title" />}
      message={<FormattedMessage id="admin.delete.message" values={{ name: name ?? '' }} />}
      confirmLabel={<FormattedMessage id="admin.delete.confirm" />}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
