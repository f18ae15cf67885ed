import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

import { useConfig } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';

type Providers = ComponentType<{ children: ReactNode }>;
let LazyProviders: Providers | null = null;

function providersFor(config: RuntimeConfig): Providers {
  LazyProviders ??= lazy(async () => {
    const [{ loadFirebase, loadFirestore }, { ReactfireProviders }] = await Promise.all([
      import('./load-firebase'),
      import('./reactfire-providers'),
    ]);
    const [services, db] = await Promise.all([loadFirebase(config), loadFirestore(config)]);
    return {
      default: ({ children }: { children: ReactNode }) => (
        <ReactfireProviders services={services} db={db}>
          {children}
        </ReactfireProviders>
      ),
    };
  });
  return LazyProviders;
}

/**
 * Renders its children inside reactfire's providers once Firebase has loaded, and the
 * fallback (a skeleton) until then. Children that use reactfire should be lazy too, so
 * that nothing of Firebase reaches the first chunk.
 */
export function FirebaseBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const Providers = providersFor(useConfig());
  return (
    <Suspense fallback={fallback}>
      <Providers>{children}</Providers>
    </Suspense>
  );
}
