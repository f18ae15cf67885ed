import { lazy, type ComponentType } from 'react';

import { loadAreas, MESSAGE_AREAS, type MessageArea } from '../i18n/catalogue';
import type { Locale } from '../i18n/locales';

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
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadCode = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(loadCode);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const preload = (locale?: Locale) =>
    Promise.all([loadCode(), locale ? loadAreas(locale, messageAreas) : undefined]);
  return Object.assign(Page, { preload, messageAreas });
}
