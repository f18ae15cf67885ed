import Alert from '@mui/material/Alert';

import type { WizardMessage } from './wizard-message';
import { WizardMessageText } from './wizard-message-text';

/** A request's failure, announced to screen readers as it appears. */
export function ErrorAlert({ message }: { message: WizardMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      <WizardMessageText message={message} />
    </Alert>
  );
}
