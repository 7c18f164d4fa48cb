// Which requests are API requests, decided on the route the router matched and never on the raw
// address: the router decodes `%61pi` to `api`, so `/%61pi/v1/auth/logout` reaches the same route
// as `/api/v1/auth/logout` and a guard that tests the raw URL for `/api` is skipped (docs/security.md,
// "Guards keyed off the route"). A request that matched no route is judged by its normalised path.
import { posix } from 'node:path';
import type { FastifyRequest } from 'fastify';

export const API_ROOT = '/api/';

/** The path as a router or a proxy may read it: decoded, slashes collapsed, dot segments resolved, lower case. */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0] ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as written.
  }
  return posix.normalize(`/${path}`.replace(/\/+/g, '/')).toLowerCase();
}

/** The route pattern the router matched (`/api/v1/bookings/:id`), or undefined for a 404. */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** True for a request to an API route, or for an unmatched one whose path reads as the API's. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  // A wildcard (the static files' `/*`) matches any spelling: the path decides then.
  if (route !== undefined && !route.endsWith('*')) return route.startsWith(API_ROOT);
  return normalisedPath(request.url).startsWith(API_ROOT);
}
