import type { PagePrefetchContext } from '@portal/shared/core';

type Preload = (context?: PagePrefetchContext) => Promise<void>;
/** What a page element can start early: a `lazyPage` carries its chunk's loader on its type. */
type Preloadable = { type?: { preload?: unknown }; props?: { children?: unknown } };

function preloadsOf(element: unknown): Preload[] {
  const node = element as Preloadable | null | undefined;
  if (!node || typeof node !== 'object') return [];
  if (typeof node.type?.preload === 'function') return [node.type.preload as Preload];
  // A page wrapped with its companions (mf-swim's balance gate): each lazy child.
  const children = node.props?.children;
  return Array.isArray(children) ? children.flatMap(preloadsOf) : preloadsOf(children);
}

/**
 * Starts the chunks of a remote route's element (see pageRoutes and lazyPage in @portal/shared):
 * a lazy page, or the lazy pages a wrapper holds; with `context`, also the data each one prefetches.
 * Resolves when the chunks have arrived.
 */
export async function preloadPage(element: unknown, context?: PagePrefetchContext): Promise<void> {
  await Promise.all(preloadsOf(element).map((preload) => preload(context)));
}
