import { Suspense, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
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
 */
export function lazyPage<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  exportName: K,
  fallback: ReactNode = <LoadingText />,
): ComponentType<ComponentProps<M[K]>> {
  const Page = lazy(async () => ({ default: (await load())[exportName] }));
  function LazyPage(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `lazyPage(${exportName})`;
  return LazyPage;
}
