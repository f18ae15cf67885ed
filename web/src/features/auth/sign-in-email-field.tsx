import { type TextFieldProps } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

type SignInEmailFieldProps = Omit<
  TextFieldProps,
  'type' | 'label' | 'autoComplete' | 'required' | 'value' | 'onChange'
> & {
  value: string;
  onChange: (email: string) => void;
};

/** The required 'Email' input of signing in, and of asking for a password reset email. */
export function SignInEmailField({ value, onChange, ...props }: SignInEmailFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      label={intl.formatMessage({ id: 'signIn.email' })}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}
