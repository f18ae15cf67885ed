import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';

export function RestoreButton({ name, onRestore }: { name: string; onRestore: () => void }) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      onClick={onRestore}
      aria-label={intl.formatMessage({ id: 'admin.trash.restoreNamed' }, { name })}
    >
      <FormattedMessage id="admin.trash.restore" />
    </Button>
  );
}
