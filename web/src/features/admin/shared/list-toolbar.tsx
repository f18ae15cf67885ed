import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { ExportButton, type ExportButtonProps } from './export-button';

export interface ListToolbarProps {
  filters?: ReactNode;
  trash: boolean;
  onTrashChange: (trash: boolean) => void;
  exportProps?: ExportButtonProps;
}

/** Filters, the switch between the list and its Trash, and the CSV export. */
export function ListToolbar({ filters, trash, onTrashChange, exportProps }: ListToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {filters}
      <Button
        variant={trash ? 'contained' : 'outlined'}
        onClick={() => onTrashChange(!trash)}
        startIcon={trash ? <ListAltIcon /> : <DeleteSweepOutlinedIcon />}
        aria-pressed={trash}
      >
        <FormattedMessage id={trash ? 'admin.trash.back' : 'admin.trash.show'} />
      </Button>
      {exportProps && !trash && <ExportButton {...exportProps} />}
    </Stack>
  );
}
