import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { ConfigContext } from './config-context';
import { ConfigError, loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

type State =
  | { status: 'loading' }
  | { status: 'error'; error: ConfigError }
  | { status: 'ready'; config: RuntimeConfig };

/** Shows 'Loading Configuration' until /config/env.json is read, or the error with a retry. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    loadRuntimeConfig().then(
      (config) => setState({ status: 'ready', config }),
      (error: unknown) =>
        setState({
          status: 'error',
          error: error instanceof ConfigError ? error : new ConfigError('config.notAvailable'),
        }),
    );
  }, []);

  useEffect(load, [load]);

  if (state.status === 'ready') {
    return <ConfigContext.Provider value={state.config}>{children}</ConfigContext.Provider>;
  }
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      {state.status === 'loading' ? (
        <Box role="status" aria-live="polite">
          <CircularProgress aria-hidden />
          <Typography component="h1" variant="h6" sx={{ mt: 2 }}>
            <FormattedMessage id="config.loading" />
          </Typography>
        </Box>
      ) : (
        <Box sx={{ maxWidth: 480 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            <FormattedMessage id="config.errorTitle" />
          </Typography>
          <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
            <FormattedMessage id={state.error.messageId} values={{ field: state.error.field }} />
          </Alert>
          <Button variant="contained" onClick={load}>
            <FormattedMessage id="config.retry" />
          </Button>
        </Box>
      )}
    </Box>
  );
}
