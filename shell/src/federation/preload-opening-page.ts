// The remote page a visit opens on is fetched from the entry chunk (index.ts): its manifest, entry,
// route list and page chunk load while the portal's own libraries still download, instead of one
// after the other once the signed-in layout has rendered (docs/decisions/performance.md, round 6).
// Safe this early because the shell provides every shared module and consumes none: its runtime
// registers them before any remote (federation-host.ts), so whatever a remote binds to is the
// shell's own instance, the session store included.
import { findRouteByPath } from '../routing/route-table';
import { loadShare, registerRemotes, startFederation } from './federation-runtime';
import { loadRemoteRoutes } from './load-remote-routes';
import { preloadPage } from './page-preload';
import { startRemotesPrefetch } from './startup-remotes';

/** The shell's shares every remote page uses (their modules are in the shell's remote-ui chunks). */
const REMOTE_PAGE_SHARES = ['@mantine/core', '@portal/shared'];

/**
 * Starts the remotes' list and, when the address is a signed-in remote page this club enables,
 * that page's remote and chunk. Never rejects: a failure shows when the route renders.
 */
export async function preloadOpeningPage(pathname: string): Promise<void> {
  const route = findRouteByPath(pathname);
  const remotes = startRemotesPrefetch();
  if (!route?.remote || route.layout !== 'app') return;
  // The MF runtime's own chunk downloads beside the remotes' list, not after it.
  startFederation();
  try {
    const answer = await remotes;
    const entry = answer?.sessionKey !== 'anonymous' ? answer?.list.find((r) => r.name === route.remote) : undefined;
    if (!answer || !entry) return;
    await registerRemotes(
      answer.list.map((r) => ({ name: r.scope, entry: r.entry })),
      { force: false },
    );
    // Every remote page renders with the shell's Mantine and the full @portal/shared: their chunks
    // are fetched now, beside the remote's entry, not once its page chunk asks for them.
    for (const key of REMOTE_PAGE_SHARES) void loadShare(key).catch(() => undefined);
    const page = (await loadRemoteRoutes(entry.scope)).find((r) => r.path === route.path);
    await preloadPage(page?.element);
  } catch {
    // The route's own load reports it, with its Retry.
  }
}
