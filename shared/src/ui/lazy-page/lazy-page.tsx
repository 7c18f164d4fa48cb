import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { LoadingText } from '../loading-text/loading-text';

// A page with whatever props it has (the same `any` React's own JSXElementConstructor uses);
// the page's real props are read back with ComponentProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A remote's page as its own chunk: `lazyPage(() => import('./features/x'), 'XPage')` gives a
 * component that fetches the chunk when first rendered and shows the waiting text meanwhile.
 * Remotes need it because the shell renders each route object's `element` (not its `lazy`), so
 * the split has to live inside the element. The export is picked by name, so a typo or a renamed
 * page is a type error, and the page's props pass through (`<MyBookings when="past" />`).
 *
 * Not React.lazy + Suspense: React 19 holds content revealed after a Suspense fallback back for
 * up to 300 ms, so every page would wait for that even when its chunk arrived in 20 ms. A page
 * whose chunk is already here renders at once; a failed fetch is thrown to the remote's error
 * boundary (its Retry fetches again).
 */
export function lazyPage<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  exportName: K,
  fallback: ReactNode = <LoadingText />,
): ComponentType<ComponentProps<M[K]>> & { preload: () => Promise<void> } {
  let loaded: M[K] | undefined;
  let pending: Promise<M[K]> | undefined;
  const fetchPage = () =>
    (pending ??= load().then(
      (module) => (loaded = module[exportName]),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function LazyPage(props: ComponentProps<M[K]>) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Page = loaded;
    useEffect(() => {
      // What this render showed, not what is loaded now: a chunk that landed between a render
      // that showed the waiting text and this effect (a preloaded page rendered in a transition)
      // must still bring the page in.
      if (Page) return;
      let live = true;
      fetchPage().then(
        () => live && setArrived(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (failure) throw failure.error;
    return Page ? <Page {...props} /> : <>{fallback}</>;
  }
  LazyPage.displayName = `lazyPage(${exportName})`;
  // The shell starts the chunk of the page a visit opens while its layout still renders.
  return Object.assign(LazyPage, { preload: () => fetchPage().then(() => undefined) });
}
