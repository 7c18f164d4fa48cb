import { QueryClient } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from './retry-policy';

export interface PortalQueryClientOptions {
  /** Component tests: no retries, nothing kept between tests, failures reported at once. */
  test?: boolean;
}

/**
 * The portal's query defaults (docs/decisions.md, "Server state through TanStack Query"):
 * - staleTime 30 s: moving between pages within half a minute shows the cached answer without a
 *   request; a change the user makes invalidates at once (announceChange), so 30 s only bounds
 *   how late a change made elsewhere (the club, another device) shows.
 * - retry: reads only (a mutation is never replayed behind the user's back, like the API client),
 *   and only on network errors and 5xx (shouldRetryQuery).
 * - refetchOnWindowFocus off: pages hold forms and dialogs; a refetch on every tab switch would
 *   re-render them and double the load for nothing the member asked for. Reconnect still refetches.
 */
export function createPortalQueryClient({ test = false }: PortalQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: test ? 0 : 30_000,
        gcTime: test ? Infinity : 5 * 60_000,
        retry: test ? false : shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
