import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

import { theme } from '../config/theme';
import { messages as en } from '../i18n/en/index';
import { messages as es } from '../i18n/es/index';

export interface RenderOptions {
  route?: string;
  locale?: 'en' | 'es';
}

const CATALOGUES = { en, es };

/** Renders a component as the app would: in a language, with the theme and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', locale = 'en' }: RenderOptions = {},
): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={CATALOGUES[locale]} defaultLocale="en">
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeProvider>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
