import { ThemeProvider } from '@mui/material';
import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';

import { ConfigGate, type ConfigOutcome } from '../config/config-gate';
import { theme } from '../config/theme';
import { LocaleProvider } from '../i18n/locale-provider';
import type { Locale, Messages } from '../i18n/locales';
import { RenderDateContext } from '../lib/dates/render-date-context';
import { SessionProvider } from '../lib/session/session-provider';

/** What the first render needs, gathered before it (in the browser and when prerendering). */
export interface AppStart {
  locale: Locale;
  messages: Messages;
  config?: ConfigOutcome;
  /** The date the HTML was prerendered on, when hydrating prerendered HTML. */
  renderDate: string | null;
}

/** The providers every page sits in; the router comes from the entry (browser or static). */
export function App({ start, children }: { start: AppStart; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RenderDateContext.Provider value={start.renderDate}>
        <LocaleProvider initial={{ locale: start.locale, messages: start.messages }}>
          <ConfigGate initial={start.config}>
            <SessionProvider>{children}</SessionProvider>
          </ConfigGate>
        </LocaleProvider>
      </RenderDateContext.Provider>
    </ThemeProvider>
  );
}
