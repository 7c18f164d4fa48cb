import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy that renders at once when the module has already arrived. React suspends a lazy
 * component on its first render even when its promise has settled, and React 19 then holds the
 * revealed content back for up to 300 ms after a fallback (its Suspense throttle); a preloaded
 * page must not pay that on start-up.
 */
export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed fetch may be retried by the next render or preload.
        pending = undefined;
        throw error;
      },
    ));
  const LazyComponent = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <LazyComponent {...props} />;
  }
  return { Component, preload };
}

/** preloadable() of the component a module exports under `name` (a page, a menu): its own chunk. */
export function preloadableExport<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): Preloadable<P> {
  return preloadable(load, (module) => module[name]);
}
