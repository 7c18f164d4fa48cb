import type { QueryClient } from '@tanstack/react-query';
// Through the core entry, never relatively: the bus must be the core singleton's one instance.
import { bus, sessionStore, type PortalEvents, type ServerDomain } from '@portal/shared/core';
import { serverKeys } from './query-keys';

/** Tells every app that server data of these kinds changed (after a successful mutation). */
export function announceChange(...domains: ServerDomain[]): void {
  bus.emit('server:changed', { domains });
}

/** The query roots a change of each kind makes stale. The dashboard summarises them all. */
function keysFor(domain: ServerDomain): (readonly string[])[] {
  return [serverKeys[domain], serverKeys.home];
}

/**
 * The one place events become cache invalidations: `server:changed` (any mutation hook) and
 * `notifications:changed` (a bell or list that marked something read); and a change of user
 * empties the cache. Mounted once,
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
  const onNotifications = () => invalidate(['notifications']);
  bus.on('server:changed', onServer);
  bus.on('notifications:changed', onNotifications);
  // Another person signing in on this tab must never see the previous one's cached answers.
  const stopSession = sessionStore.subscribe((next, prev) => {
    if (next.user?.userId !== prev.user?.userId) client.clear();
  });
  return () => {
    stopSession();
    bus.off('server:changed', onServer);
    bus.off('notifications:changed', onNotifications);
  };
}
