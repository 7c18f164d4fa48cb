import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { bridgeEventsToQueries } from './invalidation-bridge';
import { createPortalQueryClient } from './query-client';

export interface QueryProviderProps {
  /** The shell passes its one client; without it (a remote alone, a test) one is made here. */
  client?: QueryClient;
  /** For a client made here: test defaults (no retries). */
  test?: boolean;
  children: ReactNode;
}

// One bridge per client however many providers share it (e.g. a second React root).
const bridged = new WeakMap<QueryClient, { users: number; stop: () => void }>();

function bridgeOnce(client: QueryClient): () => void {
  const entry = bridged.get(client) ?? { users: 0, stop: () => undefined };
  if (entry.users === 0) entry.stop = bridgeEventsToQueries(client);
  entry.users += 1;
  bridged.set(client, entry);
  return () => {
    entry.users -= 1;
    if (entry.users === 0) entry.stop();
  };
}

/**
 * Provides the query client and bridges the event bus to it. The shell renders the one that every
 * remote's pages sit under (@tanstack/react-query is a shared singleton, so the context is one);
 * remotes never render their own inside the portal.
 */
export function QueryProvider({ client, test = false, children }: QueryProviderProps) {
  const [own] = useState(() => client ?? createPortalQueryClient({ test }));
  useEffect(() => bridgeOnce(own), [own]);
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
