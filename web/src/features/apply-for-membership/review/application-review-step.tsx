import type { AccountWire } from '@domain/wire/account';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ErrorAlert } from '../../../components/set-up-account/error-alert';
import { StepActions } from '../../../components/set-up-account/step-actions';
import { StepHeading } from '../../../components/set-up-account/step-heading';
import type { WizardMessage } from '../../../components/set-up-account/wizard-message';
import type { AthleteValues } from '../membership/athlete-values';

import { reviewRows } from './review-rows';

export interface ApplicationReviewStepProps {
  values: AthleteValues;
  account: AccountWire;
  busy: boolean;
  error: WizardMessage | null;
  focusOnMount: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

/** 'Application Review': everything the application says, then Submit. */
export function ApplicationReviewStep({
  values,
  account,
  busy,
  error,
  focusOnMount,
  onSubmit,
  onBack,
}: ApplicationReviewStepProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <StepHeading titleId="registration.review.title" focusOnMount={focusOnMount} />
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="registration.review.lead" />
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1 },
          m: 0,
          '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {reviewRows(intl, values, account).map((row) => (
          <Box key={row.labelId} sx={{ display: 'contents' }}>
            <dt>
              <FormattedMessage id={row.labelId} />
            </dt>
            <dd>{row.value}</dd>
          </Box>
        ))}
      </Box>
      <ErrorAlert message={error} />
      <StepActions
        submitId="registration.review.submit"
        busyId="registration.review.busy"
        busy={busy}
        onBack={onBack}
      />
    </form>
  );
}
