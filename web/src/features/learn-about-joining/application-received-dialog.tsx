import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

export interface ApplicationReceivedDialogProps {
  open: boolean;
  firstName: string;
  onClose: () => void;
}

/** The legacy form's only outcome: nothing is sent, so the dialog points to the current way to join. */
export function ApplicationReceivedDialog({
  open,
  firstName,
  onClose,
}: ApplicationReceivedDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="joinLegacy.received.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          <FormattedMessage id="joinLegacy.received.body" values={{ firstName }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button component={RouterLink} to="/join" variant="contained" autoFocus>
          <FormattedMessage id="joinLegacy.received.goToJoin" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
