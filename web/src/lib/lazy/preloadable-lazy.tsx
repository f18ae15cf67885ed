import { lazy, useState, type ComponentType } from 'react';

export type PreloadableLazy<P extends object> = ComponentType<P> & {
  /** Starts loading the component's chunk; resolves once it has loaded. */
  preload: () => Promise<unknown>;
};

/**
 * A component in a chunk of its own that can be loaded ahead of rendering: once `preload`
 * has resolved it renders at once, without a frame of the Suspense fallback.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once: React may show the lazy one as the code arrives, and a later switch to
    // the loaded one would mount the component again (its state lost).
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
