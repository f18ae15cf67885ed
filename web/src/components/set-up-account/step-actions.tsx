import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

export interface StepActionsProps {
  submitId: string;
  busyId?: string;
  busy?: boolean;
  onBack?: () => void;
  disabled?: boolean;
}

/** Back and the step's submit button; the submit label turns into the busy text while it works. */
export function StepActions({
  submitId,
  busyId,
  busy = false,
  onBack,
  disabled,
}: StepActionsProps) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', mt: 3 }}
    >
      {onBack ? (
        <Button variant="outlined" onClick={onBack} disabled={busy}>
          <FormattedMessage id="registration.back" />
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy || disabled}>
        <FormattedMessage id={busy && busyId ? busyId : submitId} />
      </Button>
    </Stack>
  );
}
