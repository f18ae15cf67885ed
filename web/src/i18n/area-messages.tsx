import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

import { loadAreas, loadedMessages, type MessageArea } from './catalogue';
import { intlErrorHandler } from './intl-errors';
import type { Locale, Messages } from './locales';

// React reads a promise's status field: one marked fulfilled never suspends.
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

interface AreaMessagesProps {
  areas: readonly MessageArea[];
  /** Called before waiting for the messages, so the part's code can download alongside. */
  whileLoading?: () => void;
  children: ReactNode;
}

/**
 * Adds message areas to the surrounding ones for a part of the site that brings its own:
 * a page, or a section that loads when the reader gets near it. Suspends until the areas
 * of the current language are loaded (the prerenderer waits for them too).
 */
export function AreaMessages({ areas, whileLoading, children }: AreaMessagesProps) {
  // The surrounding provider's language: the page's, whichever provider set it.
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // The surrounding catalogue, read as the same kind of record the areas are.
  const outer = intl.messages as Messages;
  let own = loadedMessages(locale, areas);
  if (!own) whileLoading?.();
  // use() on every render, loaded or not: React replays a suspended render and expects the
  // same calls once the messages have arrived.
  use(own ? LOADED : loadAreas(locale, areas));
  own ??= loadedMessages(locale, areas);
  const messages = useMemo<Messages>(() => ({ ...outer, ...own }), [outer, own]);
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
