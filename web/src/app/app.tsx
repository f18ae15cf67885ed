import { CssBaseline, ThemeProvider } from '@mui/material';
import { BrowserRouter } from 'react-router';

import { ConfigGate } from '../config/config-gate';
import { LocaleProvider } from '../i18n/locale-provider';
import { SessionProvider } from '../lib/session/session-provider';

import { AppRoutes } from './routes';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocaleProvider>
        <ConfigGate>
          <SessionProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SessionProvider>
        </ConfigGate>
      </LocaleProvider>
    </ThemeProvider>
  );
}
