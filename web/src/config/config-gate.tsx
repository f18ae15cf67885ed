import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { ConfigContext } from './config-context';
import { ConfigError, loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** What loading /config/env.json came to: the configuration, or the error to show. */
export type ConfigOutcome =
  { status: 'error'; error: ConfigError } | { status: 'ready'; config: RuntimeConfig };

type State = { status: 'loading' } | ConfigOutcome;

// Rarely shown, so its code (MUI's alert) is not part of every page's first download.
const ConfigErrorView = lazy(() =>
  import('./config-error').then((module) => ({ default: module.ConfigErrorView })),
);

export function loadConfigOutcome(): Promise<ConfigOutcome> {
  return loadRuntimeConfig().then(
    (config) => ({ status: 'ready', config }),
    (error: unknown) => ({
      status: 'error',
      error: error instanceof ConfigError ? error : new ConfigError('config.notAvailable'),
    }),
  );
}

/**
 * Shows 'Loading Configuration' until /config/env.json is read, or the error with a retry.
 * The browser entry reads it before the first render (in parallel with the page's code) and
 * passes the outcome as `initial`, so prerendered pages hydrate without a loading screen.
 */
export function ConfigGate({
  initial,
  children,
}: {
  initial?: ConfigOutcome;
  children: ReactNode;
}) {
  const [state, setState] = useState<State>(initial ?? { status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    loadConfigOutcome().then(setState);
  }, []);

  useEffect(() => {
    if (!initial) load();
  }, [initial, load]);

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
        <Suspense fallback={null}>
          <ConfigErrorView error={state.error} onRetry={load} />
        </Suspense>
      )}
    </Box>
  );
}
