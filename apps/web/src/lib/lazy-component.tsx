'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A client-only component whose code is downloaded when it is first rendered: nothing on the
 * server nor while it downloads, a failed download reaches the error boundary. What next/dynamic
 * with `ssr: false` does, on React.lazy: next/dynamic's own client code (~1.5 KiB gzipped) would
 * otherwise be on every screen, for the toasts.
 *
 *   const UnitCardSheet = lazyComponent(() => import('./unit-card').then((m) => m.UnitCardSheet));
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
