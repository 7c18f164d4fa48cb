import type { QueryClient } from '@tanstack/react-query';
// Through the core entry, never relatively: the bus must be the core singleton's one instance.
import { bus, sessionStore, type PortalEvents, type ServerDomain } from '@portal/shared/core';
import { serverKeys } from './query-keys';

/** Delay before re-reading the cart after a `cart:changed` (docs/spec/account-core.md: cart refresh delay 1000 ms). */
export const CART_REFRESH_DELAY_MS = 1000;

/** Tells every app that server data of these kinds changed (after a successful mutation). */
export function announceChange(...domains: ServerDomain[]): void {
  bus.emit('server:changed', { domains });
}

/** The query roots a change of each kind makes stale. The dashboard summarises them all. */
function keysFor(domain: ServerDomain): (readonly string[])[] {
  return [serverKeys[domain], serverKeys.home];
}

/**
 * The one place events become cache invalidations: `server:changed` (any mutation hook), and
 * the older `cart:changed` / `notifications:changed` that remotes already emit; and a change of
 * user empties the cache. Mounted once,
 * by the QueryProvider of whoever owns the client (the shell; a remote only when running alone).
 * Answers the unsubscribe.
 */
export function bridgeEventsToQueries(client: QueryClient): () => void {
  const invalidate = (domains: ServerDomain[]) => {
    const seen = new Set<string>();
    for (const key of domains.flatMap(keysFor)) {
      const id = key.join('/');
      if (seen.has(id)) continue;
      seen.add(id);
      void client.invalidateQueries({ queryKey: key });
    }
  };
  const onServer = (p: PortalEvents['server:changed']) => invalidate(p.domains);
  // `cart:changed` keeps the spec's cart refresh delay (docs/spec/account-core.md: 1000 ms).
  let cartTimer: ReturnType<typeof setTimeout> | undefined;
  const onCart = () => {
    clearTimeout(cartTimer);
    cartTimer = setTimeout(() => invalidate(['cart']), CART_REFRESH_DELAY_MS);
  };
  const onNotifications = () => invalidate(['notifications']);
  bus.on('server:changed', onServer);
  bus.on('cart:changed', onCart);
  bus.on('notifications:changed', onNotifications);
  // Another person signing in on this tab must never see the previous one's cached answers.
  const stopSession = sessionStore.subscribe((next, prev) => {
    if (next.user?.userId !== prev.user?.userId) client.clear();
  });
  return () => {
    clearTimeout(cartTimer);
    stopSession();
    bus.off('server:changed', onServer);
    bus.off('cart:changed', onCart);
    bus.off('notifications:changed', onNotifications);
  };
}
