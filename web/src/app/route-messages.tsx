import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

import { loadAreas, loadedMessages, type MessageArea } from '../i18n/catalogue';
import { intlErrorHandler } from '../i18n/intl-errors';
import { useLocale } from '../i18n/locale-provider';
import type { Messages } from '../i18n/locales';

import type { LazyPage } from './lazy-page';

/**
 * Adds a page's own message areas to the shell's. The entry (and the prerenderer) load them
 * before the first render; on a later navigation the page waits for them with its code.
 */
export function RouteMessages({ page, children }: { page: LazyPage; children: ReactNode }) {
  const { locale } = useLocale();
  // The shell's catalogue, read as the same kind of record the areas are.
  const shell = useIntl().messages as Messages;
  const areas: readonly MessageArea[] = page.messageAreas;
  let own = loadedMessages(locale, areas);
  if (!own) {
    void page.preload();
    use(loadAreas(locale, areas));
    own = loadedMessages(locale, areas);
  }
  const messages = useMemo<Messages>(() => ({ ...shell, ...own }), [shell, own]);
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      defaultLocale="en"
      onError={intlErrorHandler()}
    >
      {children}
    </IntlProvider>
  );
}
