import { lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page in its own chunk that can be loaded ahead of rendering. The browser entry loads
 * the current route's page before hydrating, so the first render has it and matches the
 * prerendered HTML instead of suspending.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
