import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { loadConfigOutcome } from '../config/config-gate';
import { loadMessages } from '../i18n/catalogue';
import { DEFAULT_LOCALE, isLocale, storedLocale } from '../i18n/locales';

import { App, type AppStart } from './app';
import { createEmotionCache } from './emotion-cache';
import { AppRoutes, preloadRoute } from './routes';

/**
 * Renders the app into #root: hydrates a prerendered page, or renders the plain shell.
 * Resolves to whether it hydrated the prerendered markup (rather than replacing it).
 */
export async function startApp(container: HTMLElement): Promise<boolean> {
  // Prerendered pages carry their language and render date; the plain shell has neither.
  const prerendered = container.hasAttribute('data-prerendered');
  const htmlLang = document.documentElement.lang;
  const locale = prerendered && isLocale(htmlLang) ? htmlLang : (storedLocale() ?? DEFAULT_LOCALE);

  // Configuration, language and the page's code arrive in parallel: one round trip.
  const [config, messages] = await Promise.all([
    loadConfigOutcome(),
    loadMessages(locale),
    preloadRoute(window.location.pathname, locale),
  ]);
  const start: AppStart = {
    locale,
    messages,
    config,
    renderDate: prerendered ? (container.dataset.renderDate ?? null) : null,
  };

  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <App start={start}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </App>
      </CacheProvider>
    </StrictMode>
  );

  // A configuration error replaces the page, so it cannot hydrate the prerendered markup.
  if (prerendered && config.status === 'ready') {
    // As a transition, hydration yields to the browser between small slices of work instead
    // of blocking the main thread for the whole page (the page is already visible).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return true;
  }
  container.replaceChildren();
  createRoot(container).render(app);
  return false;
}
