import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { SessionUser } from '../../session';
import { LoadingText } from '../loading-text/loading-text';

// A page with whatever props it has (the same `any` React's own JSXElementConstructor uses);
// the page's real props are read back with ComponentProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** What a page's data prefetch is given by the shell: its query client and who is signed in. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  user: SessionUser;
}

export interface LazyPageOptions {
  /** Shown while the chunk downloads: the page's first screen when it is known (/profile's card), else the waiting text; null for nothing. */
  fallback?: ReactNode;
  /**
   * Asks for the data the page shows first (`queryClient.prefetchQuery` with the page's own query
   * options), when the shell preloads the page a visit opens on: the answer then travels while the
   * page's chunk and Mantine still download, instead of after they have arrived and rendered.
   */
  prefetch?: (context: PagePrefetchContext) => unknown;
}

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
  { fallback, prefetch }: LazyPageOptions = {},
): ComponentType<ComponentProps<M[K]>> & { preload: (context?: PagePrefetchContext) => Promise<void> } {
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
    if (Page) return <Page {...props} />;
    return <>{fallback !== undefined ? fallback : <LoadingText />}</>;
  }
  LazyPage.displayName = `lazyPage(${exportName})`;
  // The shell starts the chunk (and, given the context, the data) of the page a visit opens while
  // its layout still renders. A prefetch that throws costs only the head start: the page asks again.
  const preload = (context?: PagePrefetchContext) => {
    if (context && prefetch) {
      try {
        prefetch(context);
      } catch {
        // The page's own query reports it.
      }
    }
    return fetchPage().then(() => undefined);
  };
  return Object.assign(LazyPage, { preload });
}
