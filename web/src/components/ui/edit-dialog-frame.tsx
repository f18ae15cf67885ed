import { type Breakpoint } from '@mui/material';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface EditDialogFrameProps {
  title: ReactNode;
  maxWidth?: Breakpoint;
  /** Fills the screen (a long form on a phone). */
  fullScreen?: boolean;
  saving: boolean;
  /** The save's failure (or a check before it), shown above the form. */
  failure: string | null;
  saveId: string;
  savingId: string;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of an edit dialog: a labelled title, the failure, the form, and Cancel beside
 * Save (which reads as saving while it works; the dialog cannot be dismissed meanwhile).
 */
export function EditDialogFrame({
  title,
  maxWidth = 'sm',
  fullScreen = false,
  saving,
  failure,
  saveId,
  savingId,
  onSave,
  onClose,
  children,
}: EditDialogFrameProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          <FormattedMessage id={saving ? savingId : saveId} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
