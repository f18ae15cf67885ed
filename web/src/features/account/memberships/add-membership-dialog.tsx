import CloseIcon from '@mui/icons-material/Close';
import { useMediaQuery, useTheme } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';

/**
 * The app's slot for 'Add New Membership': the registration wizard started at
 * the membership step, which belongs to another feature. `onDone` closes the dialog.
 */
export type AddMembershipSlot = (onDone: () => void) => ReactNode;

/**
 * 'Add New Membership' in a dialog, full screen on phones. A click outside does not close
 * it (the application would be lost); the close button, Escape, finishing the wizard or
 * following one of its links does.
 */
export function AddMembershipDialog({
  content,
  onClose,
}: {
  content: AddMembershipSlot;
  onClose: () => void;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) onClose();
  }, [location.key, onClose]);

  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="add-membership-title"
    >
      <DialogTitle id="add-membership-title" sx={{ pr: 7 }}>
        <FormattedMessage id="myAccount.memberships.add" />
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage({ id: 'myAccount.dialog.close' })}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{content(onClose)}</DialogContent>
    </Dialog>
  );
}
