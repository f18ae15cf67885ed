import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { RestoreButton } from './restore-button';

export interface RowActionsProps {
  name: string;
  trash: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
  extra?: ReactNode;
}

/** Edit and delete a row, or restore it in the Trash view. */
export function RowActions({ name, trash, onEdit, onDelete, onRestore, extra }: RowActionsProps) {
  const intl = useIntl();
  if (trash) return <RestoreButton name={name} onRestore={onRestore} />;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        onClick={onEdit}
        aria-label={intl.formatMessage({ id: 'memberTable.edit' }, { name })}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        onClick={onDelete}
        aria-label={intl.formatMessage({ id: 'memberTable.delete' }, { name })}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
      {extra}
    </Stack>
  );
}
