import type { ComponentType } from 'react';

import { loadAreas, MESSAGE_AREAS, type MessageArea } from '../i18n/catalogue';
import type { Locale } from '../i18n/locales';
import { preloadableLazy } from '../lib/lazy/preloadable-lazy';

export type LazyPage = ComponentType & {
  /** Loads the page's code and, given a language, its messages. */
  preload: (locale?: Locale) => Promise<unknown>;
  /** The message areas the page shows besides the shell's (all of them when not narrowed). */
  messageAreas: readonly MessageArea[];
};

/**
 * A page in its own chunk that can be loaded ahead of rendering. The browser entry loads
 * the current route's page before hydrating, so the first render has it and matches the
 * prerendered HTML instead of suspending.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  messageAreas: readonly MessageArea[] = MESSAGE_AREAS,
): LazyPage {
  const Page = preloadableLazy(() => load().then((module) => module[name]));
  const loadCode = Page.preload;
  const preload = (locale?: Locale) =>
    Promise.all([loadCode(), locale ? loadAreas(locale, messageAreas) : undefined]);
  return Object.assign(Page, { preload, messageAreas });
}
