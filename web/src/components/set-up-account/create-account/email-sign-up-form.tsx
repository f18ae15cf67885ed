import { signUpSchema } from '@domain/schemas/sign-up';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { FormTextField } from '../../form-fields/form-text-field';

import { PasswordChecklist } from './password-checklist';

export interface SignUpValues {
  email: string;
  password: string;
  confirm_password: string;
}

export interface EmailSignUpFormProps {
  busy: boolean;
  onSubmit: (values: SignUpValues) => void;
}

/** Email, password and confirmation, checked against the domain's password policy as typed. */
export function EmailSignUpForm({ busy, onSubmit }: EmailSignUpFormProps) {
  const intl = useIntl();
  const [showPassword, setShowPassword] = useState(false);
  const formik = useFormik<SignUpValues>({
    initialValues: { email: '', password: '', confirm_password: '' },
    validationSchema: signUpSchema,
    onSubmit,
  });
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        onClick={() => setShowPassword((shown) => !shown)}
        aria-label={intl.formatMessage({
          id: showPassword ? 'registration.password.hide' : 'registration.password.show',
        })}
        edge="end"
      >
        {showPassword ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  const passwordType = showPassword ? 'text' : 'password';
  return (
    <Stack component="form" spacing={2} onSubmit={formik.handleSubmit} noValidate sx={{ mt: 2 }}>
      <FormTextField
        formik={formik}
        name="email"
        labelId="registration.field.email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        formik={formik}
        name="password"
        labelId="registration.field.password"
        type={passwordType}
        autoComplete="new-password"
        required
        endAdornment={toggle}
      />
      <PasswordChecklist id="registration-password-rules" password={formik.values.password} />
      <FormTextField
        formik={formik}
        name="confirm_password"
        labelId="registration.field.confirmPassword"
        type={passwordType}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        <FormattedMessage
          id={busy ? 'registration.createAccount.busy' : 'registration.createAccount.submit'}
        />
      </Button>
    </Stack>
  );
}
