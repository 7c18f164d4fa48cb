import { loadRemote } from './federation-runtime';
import type { ComponentType, ReactNode } from 'react';

/** What a remote's `./routes` may hold for a path: React Router's element, Component or lazy. */
export interface RemoteRouteObject {
  path: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  lazy?: () => Promise<{ element?: ReactNode; Component?: ComponentType | null }>;
}

const cache = new Map<string, Promise<RemoteRouteObject[]>>();

/**
 * Loads '<scope>/routes' once per remote and caches the promise, so React's `use` sees a stable
 * promise and a menu-hover preload is reused by the later navigation.
 */
export function loadRemoteRoutes(scope: string): Promise<RemoteRouteObject[]> {
  const cached = cache.get(scope);
  if (cached) return cached;
  const promise = loadRemote<{ default: RemoteRouteObject[] }>(`${scope}/routes`).then((mod) => {
    const routes = mod?.default;
    if (!Array.isArray(routes)) throw new Error(`${scope}/routes did not export a route list`);
    return routes;
  });
  cache.set(scope, promise);
  // A failed load stays cached until Retry clears it, so the boundary does not loop.
  promise.catch(() => undefined);
  return promise;
}

/** Retry: drop the cached attempt so the next render loads the remote again. */
export function clearRemoteRoutes(scope: string): void {
  cache.delete(scope);
}

export function clearAllRemoteRoutes(): void {
  cache.clear();
}
