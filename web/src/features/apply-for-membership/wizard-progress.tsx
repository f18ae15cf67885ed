import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { PROGRESS_STEPS, type WizardStep } from './wizard-steps';

const LABEL_IDS: Record<(typeof PROGRESS_STEPS)[number], string> = {
  createAccount: 'registration.progress.createAccount',
  accountInfo: 'registration.progress.accountInfo',
  membership: 'registration.progress.membership',
  review: 'registration.progress.review',
};

/** Where the reader is: a stepper on wider screens, 'Step 2 of 4' on a phone. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const intl = useIntl();
  const active = activeIndex(step);
  const label = LABEL_IDS[PROGRESS_STEPS[Math.min(active, PROGRESS_STEPS.length - 1)]];
  return (
    <Box>
      <Typography sx={{ display: { xs: 'block', sm: 'none' }, mb: 2 }} color="textSecondary">
        <FormattedMessage
          id="registration.progress.stepOf"
          values={{
            current: Math.min(active + 1, PROGRESS_STEPS.length),
            total: PROGRESS_STEPS.length,
            label: intl.formatMessage({ id: label }),
          }}
        />
      </Typography>
      <Stepper
        activeStep={active}
        alternativeLabel
        sx={{ display: { xs: 'none', sm: 'flex' }, mb: 4 }}
      >
        {PROGRESS_STEPS.map((candidate) => (
          <Step key={candidate}>
            <StepLabel>
              <FormattedMessage id={LABEL_IDS[candidate]} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

/**
 * The step in progress; past the last one, all are done. Check Your Email comes after the
 * account steps but before any application: the membership step is the next one to do.
 */
function activeIndex(step: WizardStep): number {
  if (step === 'checkEmail') return PROGRESS_STEPS.indexOf('membership');
  const index = PROGRESS_STEPS.findIndex((candidate) => candidate === step);
  return index === -1 ? PROGRESS_STEPS.length : index;
}
