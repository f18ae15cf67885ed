import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { StepHeading } from '../../../components/set-up-account/step-heading';
import { RouterLink } from '../../../lib/routing/router-link';

export const APPLICATION_STATUS_PATH = '/my-account?tab=membership';

export interface ApplicationSubmittedProps {
  email: string;
  focusOnMount: boolean;
  onComplete: () => void;
}

/** The final screen of a non-club application. */
export function ApplicationSubmitted({
  email,
  focusOnMount,
  onComplete,
}: ApplicationSubmittedProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <StepHeading titleId="registration.submitted.title" focusOnMount={focusOnMount} />
      <Typography>
        <FormattedMessage id="registration.submitted.body" />
      </Typography>
      <Typography>
        <FormattedMessage id="registration.submitted.confirmationEmail" values={{ email }} />
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        <Button component={RouterLink} to={APPLICATION_STATUS_PATH} variant="outlined">
          <FormattedMessage id="registration.submitted.checkStatus" />
        </Button>
        <Button variant="contained" onClick={onComplete}>
          <FormattedMessage id="registration.submitted.complete" />
        </Button>
      </Stack>
    </Stack>
  );
}
