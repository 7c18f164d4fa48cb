// Where the session's persisted items live and the API base before any sign-in. Kept apart from
// the store (zustand) so the sign-in page and the start-up session check can read the stored API
// base without loading the store (package export `@portal/shared/session-keys`).

export const DEFAULT_CLIENT_API_URL = '/api/v1';
/** sessionStorage key; the spec's session-stored items live under it. */
export const SESSION_STORAGE_KEY = 'portal-session';

/** The API base the session store persisted (the company API address of the last sign-in). */
export function storedClientApiUrl(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): string {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    const url = raw ? (JSON.parse(raw) as { state?: { clientApiUrl?: unknown } }).state?.clientApiUrl : undefined;
    // Only a same-site path: a tampered storage entry must not send credentials elsewhere.
    return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : DEFAULT_CLIENT_API_URL;
  } catch {
    return DEFAULT_CLIENT_API_URL;
  }
}
