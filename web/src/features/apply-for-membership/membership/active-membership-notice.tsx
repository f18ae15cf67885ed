import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { StepHeading } from '../../../components/set-up-account/step-heading';

export interface ActiveMembershipNoticeProps {
  focusOnMount: boolean;
  onRegisterSomeoneElse: () => void;
  onBack?: () => void;
}

/**
 * Shown instead of the application to a member whose own membership is active and paid:
 * they have nothing to apply for themselves, but may still apply for a child.
 */
export function ActiveMembershipNotice({
  focusOnMount,
  onRegisterSomeoneElse,
  onBack,
}: ActiveMembershipNoticeProps) {
  return (
    <>
      <StepHeading titleId="registration.membership.title" focusOnMount={focusOnMount} />
      <Alert severity="info">
        <AlertTitle>
          <FormattedMessage id="registration.membership.activeAndPaid" />
        </AlertTitle>
        <FormattedMessage id="registration.membership.contactAdministrator" />
      </Alert>
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage id="registration.membership.activeAndPaidSomeoneElse" />
      </Typography>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mt: 3 }}
      >
        {onBack ? (
          <Button variant="outlined" onClick={onBack}>
            <FormattedMessage id="registration.back" />
          </Button>
        ) : (
          <span />
        )}
        <Button variant="contained" size="large" onClick={onRegisterSomeoneElse}>
          <FormattedMessage id="registration.membership.registerSomeoneElse" />
        </Button>
      </Stack>
    </>
  );
}
