import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AccountProfileValues } from '../../account-form/account-form-values';
import { AddressFields } from '../../form-fields/address-fields';
import { FormTextFieldCells } from '../../form-fields/form-text-field-cells';
import { optionLists } from '../../form-fields/option-labels';
import { ErrorAlert } from '../error-alert';
import { StepActions } from '../step-actions';
import { StepHeading } from '../step-heading';
import type { WizardMessage } from '../wizard-message';

import { accountInfoErrors } from './account-info-values';

export interface AccountInfoStepProps {
  initialValues: AccountProfileValues;
  /** Set after an email sign-up: the address the verification email went to. */
  verificationSentTo: string | null;
  /** A security check to pass before an email account can be created here, when one is due. */
  securityCheck: ReactNode;
  busy: boolean;
  error: WizardMessage | null;
  focusOnMount: boolean;
  onSubmit: (values: AccountProfileValues) => void;
}

/** Step 2: the account holder's own details, validated with the API's completion schema. */
export function AccountInfoStep({
  initialValues,
  verificationSentTo,
  securityCheck,
  busy,
  error,
  focusOnMount,
  onSubmit,
}: AccountInfoStepProps) {
  const intl = useIntl();
  const formik = useFormik<AccountProfileValues>({
    initialValues,
    validate: accountInfoErrors,
    onSubmit,
  });
  const { genders } = optionLists(intl);
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <StepHeading titleId="registration.accountInfo.title" focusOnMount={focusOnMount} />
      {verificationSentTo && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage
            id="registration.accountInfo.verificationSent"
            values={{ email: verificationSentTo }}
          />
        </Alert>
      )}
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="registration.requiredNote" />
      </Typography>
      <Grid container spacing={2}>
        <FormTextFieldCells
          formik={formik}
          fields={[
            {
              name: 'first_name',
              labelId: 'registration.field.firstName',
              autoComplete: 'given-name',
              required: true,
            },
            {
              name: 'last_name',
              labelId: 'registration.field.lastName',
              autoComplete: 'family-name',
              required: true,
            },
            {
              name: 'email',
              labelId: 'registration.field.email',
              type: 'email',
              helperId: 'registration.accountInfo.emailReadOnly',
              readOnly: true,
            },
            {
              name: 'phone',
              labelId: 'registration.field.phone',
              type: 'tel',
              autoComplete: 'tel',
              required: true,
            },
            {
              name: 'date_of_birth',
              labelId: 'registration.field.dateOfBirth',
              type: 'date',
              autoComplete: 'bday',
              required: true,
            },
            {
              name: 'gender',
              labelId: 'registration.field.gender',
              options: genders,
              required: true,
            },
          ]}
        />
      </Grid>
      <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 2 }}>
        <FormattedMessage id="registration.address.heading" />
      </Typography>
      <AddressFields formik={formik} />
      {securityCheck && <Box sx={{ mt: 3 }}>{securityCheck}</Box>}
      <ErrorAlert message={error} />
      <StepActions
        submitId="registration.accountInfo.submit"
        busyId="registration.accountInfo.busy"
        busy={busy}
        disabled={Boolean(securityCheck)}
      />
    </form>
  );
}
