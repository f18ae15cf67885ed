import { CssBaseline, ThemeProvider } from '@mui/material';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { ConfigGate } from '../config/config-gate';
import { LocaleProvider } from '../i18n/locale-provider';
import { SessionProvider } from '../lib/session/session-provider';

import { routes } from './routes';
import { theme } from './theme';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocaleProvider>
        <ConfigGate>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ConfigGate>
      </LocaleProvider>
    </ThemeProvider>
  );
}
