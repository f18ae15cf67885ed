import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

import { EmailSignInSection } from '../features/auth/login/email-sign-in-section';
import { useSignIn } from '../features/auth/login/use-sign-in';

/** The join page's sign-in mode: once signed in, the page moves on to registration. */
export function JoinSignIn() {
  const { busy, error, signInWithEmail } = useSignIn();
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          <FormattedMessage id={error.id} values={error.values} />
        </Alert>
      )}
      <EmailSignInSection busy={busy} onSubmit={signInWithEmail} />
    </Stack>
  );
}
