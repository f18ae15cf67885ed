import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { ApiRequestError } from '../../lib/api/api-client';
import { apiFieldErrorText, apiRefusalText } from '../../lib/api/api-error-text';
import { inviteAthlete } from '../../lib/handover/handover-api';

import {
  EMPTY_HANDOVER_EMAIL,
  handoverEmailErrors,
  type HandoverEmailValues,
} from './handover-email-values';

export interface HandoverEmailFormProps {
  membershipId: string;
  /** The submit button's message id (Send invitation, Resend...). */
  submitId?: string;
  onSent: () => void;
}

/**
 * The athlete's own email; sends the invitation to take over the membership. The shared
 * schema checks it first; the API's field error (400) shows under the field, any other
 * refusal above the form.
 */
export function HandoverEmailForm({
  membershipId,
  submitId = 'handover.form.send',
  onSent,
}: HandoverEmailFormProps) {
  const config = useConfig();
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<HandoverEmailValues>({
    initialValues: EMPTY_HANDOVER_EMAIL,
    validate: (values) => {
      const errors = handoverEmailErrors(values);
      return errors.email ? { email: intl.formatMessage({ id: errors.email }) } : {};
    },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await inviteAthlete(config, membershipId, { email: values.email.trim() }, intl.locale);
        helpers.resetForm();
        onSent();
      } catch (error) {
        const field =
          error instanceof ApiRequestError
            ? error.fieldErrors.find((problem) => problem.field === 'email')
            : undefined;
        if (field) {
          helpers.setFieldError('email', apiFieldErrorText(intl, field));
          return;
        }
        setFailure(
          apiRefusalText(intl, error) || intl.formatMessage({ id: 'handover.form.failed' }),
        );
      }
    },
  });
  const error = formik.errors.email;
  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm();
      }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          {...formik.getFieldProps('email')}
          label={intl.formatMessage({ id: 'handover.form.email' })}
          type="email"
          autoComplete="off"
          required
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={error}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          <FormattedMessage id={formik.isSubmitting ? 'handover.form.sending' : submitId} />
        </Button>
      </Stack>
    </Stack>
  );
}
