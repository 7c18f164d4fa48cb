// The remote page a visit opens on is fetched from the entry chunk (index.ts): its manifest, entry,
// route list and page chunk load while the portal's own libraries still download, instead of one
// after the other once the signed-in layout has rendered (docs/decisions/performance.md).
// Safe this early because the shell provides every shared module and consumes none: its runtime
// registers them before any remote (federation-host.ts), so whatever a remote binds to is the
// shell's own instance, the session store included.
import type { PagePrefetchContext } from '@portal/shared/core';
import { startClubRemotes, startSessionCheck, type SessionCheck } from '../api/startup-data';
import { findRouteByPath } from '../routing/route-table';
import { loadShare, startFederation } from './federation-runtime';
import { loadRemoteRoutes } from './load-remote-routes';
import { preloadPage } from './page-preload';
import { ensureRemotes } from './remote-registry';

/** The shell's shares every remote page uses (their modules are in the shell's remote-ui chunks). */
const REMOTE_PAGE_SHARES = ['@mantine/core', '@portal/shared'];

/**
 * The portal's query client and the start-up session's member, for the page's data prefetch. The
 * client's module is in the portal's chunks, which have arrived by the time a remote's route list
 * has (they download beside the remotes' list); imported here, not statically, so the entry chunk
 * stays without the query library.
 */
async function prefetchContext(sessionCheck: Promise<SessionCheck>): Promise<PagePrefetchContext | undefined> {
  const check = await sessionCheck;
  if (check.status !== 'signedIn') return undefined;
  const { queryClient } = await import(/* webpackChunkName: "portal" */ '../app/query-client');
  return { queryClient, user: check.user };
}

/**
 * Starts the remotes' list and, when the address is a signed-in remote page this club enables,
 * that page's remote, its chunk and the data it prefetches. Never rejects: a failure shows when the route renders.
 */
export async function preloadOpeningPage(pathname: string): Promise<void> {
  const route = findRouteByPath(pathname);
  // Held now: the portal takes the start-up check from its module once it mounts.
  const sessionCheck = startSessionCheck();
  const remotes = startClubRemotes();
  if (!route?.remote || route.layout !== 'app') return;
  // The MF runtime's own chunk downloads beside the remotes' list, not after it.
  startFederation();
  try {
    const answer = await remotes;
    const entry = answer?.sessionKey !== 'anonymous' ? answer?.list.find((r) => r.name === route.remote) : undefined;
    if (!answer || !entry) return;
    await ensureRemotes(answer.sessionKey);
    // Every remote page renders with the shell's Mantine and the full @portal/shared: their chunks
    // are fetched now, beside the remote's entry, not once its page chunk asks for them.
    for (const key of REMOTE_PAGE_SHARES) void loadShare(key).catch(() => undefined);
    const page = (await loadRemoteRoutes(entry.scope)).find((r) => r.path === route.path);
    await preloadPage(page?.element, await prefetchContext(sessionCheck));
  } catch {
    // The route's own load reports it, with its Retry.
  }
}
