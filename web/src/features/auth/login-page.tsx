import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Button,
  Container,
  IconButton,
  InputAdornment,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { useConfig } from '../../config/config-context';
import { identityErrorMessageId } from '../../lib/auth/identity-error-message';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';

/** Sign-in with email and password; an authenticated visitor goes straight to `redirect`. */
export function LoginPage() {
  usePageMeta('login.title', 'login.lead');
  const intl = useIntl();
  const config = useConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect') ?? '';
  // Only same-site paths: an open redirect would send a fresh session anywhere.
  const redirect =
    requested.startsWith('/') && !requested.startsWith('//') ? requested : '/my-account';
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);

  useEffect(() => {
    if (user) navigate(redirect, { replace: true });
  }, [user, navigate, redirect]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrorId(null);
    try {
      const [{ auth }, { signInWithEmail }] = await Promise.all([
        loadFirebase(config),
        import('../../lib/auth/email-sign-in'),
      ]);
      await signInWithEmail(auth, config, email, password);
    } catch (error) {
      setErrorId(identityErrorMessageId(error));
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h3" gutterBottom>
          <FormattedMessage id="login.title" />
        </Typography>
        {params.get('from') === 'verification' && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <FormattedMessage id="login.verificationComplete" />
          </Alert>
        )}
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'login.email' })}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'login.password' })}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((v) => !v)}
                      aria-label={intl.formatMessage({
                        id: showPassword ? 'login.hidePassword' : 'login.showPassword',
                      })}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {errorId && <Alert severity="error">{intl.formatMessage({ id: errorId })}</Alert>}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!email || !password || busy}
          >
            <FormattedMessage id={busy ? 'login.signingIn' : 'login.submit'} />
          </Button>
          <Typography variant="body2">
            <FormattedMessage
              id="login.noAccount"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to="/register">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        </Stack>
      </Paper>
    </Container>
  );
}
