// The club's remotes asked at start-up, beside the session check (index.ts), instead of after the
// signed-in layout has rendered: a remote page's manifest, entry and chunks wait for this answer.
// Plain fetch on purpose, as the session check: it runs from the entry chunk, before the portal's
// libraries have arrived (docs/decisions/performance.md, round 6).
import type { RemoteEntry } from '@portal/shared/contracts';
import { storedClientApiUrl } from '@portal/shared/session-keys';
import { startSessionCheck } from '../features/session/session-check';

/** The registry's key of a session: remotes are asked again when it changes (sign-in, sign-out). */
export function sessionKeyOf(userId: number | null | undefined): string {
  return userId == null ? 'anonymous' : `user-${userId}`;
}

export interface StartupRemotes {
  /** Whose list it is: the session key of the start-up session check's answer. */
  sessionKey: string;
  list: RemoteEntry[];
  /** The club settings' version the list was answered at (the watcher's If-None-Match). */
  version: string | null;
}

async function fetchRemotes(): Promise<Omit<StartupRemotes, 'sessionKey'>> {
  const response = await fetch(new URL(`${storedClientApiUrl()}/portal/remotes`, window.location.origin), {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /portal/remotes answered ${response.status}`);
  const body = (await response.json()) as { payload: RemoteEntry[] };
  return { list: body.payload, version: response.headers.get('ETag') };
}

let pending: Promise<StartupRemotes | null> | undefined;
let versionAnswered: Promise<StartupRemotes | null> | undefined;

/** Starts the request once per page load. Never rejects: a failure leaves it to the registry. */
export function startRemotesPrefetch(): Promise<StartupRemotes | null> {
  pending ??= Promise.all([startSessionCheck(), fetchRemotes()]).then(
    ([check, remotes]) => ({ sessionKey: sessionKeyOf(check.status === 'signedIn' ? check.user.userId : null), ...remotes }),
    () => null,
  );
  versionAnswered ??= pending;
  return pending;
}

/**
 * The start-up list, once, for the session it was asked for; undefined when none was started, it
 * failed, or it belongs to another session (a sign-out or sign-in since).
 */
export async function takeStartupRemotes(sessionKey: string): Promise<StartupRemotes | undefined> {
  const answer = await pending;
  if (!answer || answer.sessionKey !== sessionKey) return undefined;
  pending = undefined;
  return answer;
}

/**
 * The version the start-up list was answered at, once, if it was this session's: the club
 * settings watcher's first check then has nothing to ask (its first answer only records it).
 */
export async function takeStartupRemotesVersion(sessionKey: string): Promise<string | null> {
  const answer = await versionAnswered;
  versionAnswered = undefined;
  return answer?.sessionKey === sessionKey ? answer.version : null;
}

/** Test hook: forget the start-up answer. */
export function resetStartupRemotes(): void {
  pending = undefined;
  versionAnswered = undefined;
}
