// The shell's start-up data: who is signed in (GET /auth/me), their club's theme (GET /club/theme)
// and the club's remotes (GET /portal/remotes, versioned by an ETag). One owner, so the entry
// chunk, the portal, the remote registry and the club-settings watcher never ask twice for what
// one answer already says. index.ts starts the session check and the remotes before the bootstrap:
// the answers arrive while the JavaScript downloads (docs/decisions/performance.md). That is also
// why the one fetcher here is a plain fetch and not the shared ky client: this module is in the
// entry chunk, which must not carry ky or the session store.
import type { ClubTheme, SessionUser } from '@portal/shared/core';
import type { RemoteEntry } from '@portal/shared/contracts';
import { storedClientApiUrl } from '@portal/shared/session-keys';
import { bindOfflineCard, clearOfflineCard } from './offline-card';

export type SessionCheck =
  { status: 'signedIn'; user: SessionUser; theme: ClubTheme } | { status: 'signedOut' } | { status: 'unreachable' };

/** The club's remotes as the server answered them for one session. */
export interface ClubRemotes {
  /** Whose list it is (`sessionKeyOf`): the list differs per role, and before sign-in. */
  sessionKey: string;
  list: RemoteEntry[];
  /** The club settings' version (ETag) the list was answered at: the next re-check's If-None-Match. */
  version: string | null;
}

/** The key of a session: the remotes are asked again when it changes (sign-in, sign-out). */
export function sessionKeyOf(userId: number | null | undefined): string {
  return userId == null ? 'anonymous' : `user-${userId}`;
}

class ReadFailure extends Error {
  constructor(readonly status: number) {
    super(`start-up read failed with ${status}`);
  }
}

interface Answer<T> {
  status: number;
  payload: T;
  version: string | null;
}

/** The one fetcher: an envelope's payload, or a ReadFailure (status 0 when nothing answered). 304 has no payload. */
async function read<T>(path: string, ifNoneMatch?: string | null): Promise<Answer<T>> {
  const response = await fetch(new URL(`${storedClientApiUrl()}/${path}`, window.location.origin), {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json', ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
  }).catch(() => {
    throw new ReadFailure(0);
  });
  const version = response.headers.get('ETag');
  if (response.status === 304) return { status: 304, payload: undefined as T, version };
  const body = (await response.json().catch(() => undefined)) as { statusCode?: number; payload?: T } | undefined;
  const status = Math.max(response.status, body?.statusCode ?? 0);
  if (status >= 400) throw new ReadFailure(status);
  return { status, payload: body?.payload as T, version };
}

const payloadOf = async <T>(path: string): Promise<T> => (await read<T>(path)).payload;

// ---- The session check -------------------------------------------------------------------------

async function askServer(): Promise<SessionCheck> {
  try {
    const [user, theme] = await Promise.all([payloadOf<SessionUser>('auth/me'), payloadOf<ClubTheme>('club/theme')]);
    return { status: 'signedIn', user, theme };
  } catch (error) {
    const status = error instanceof ReadFailure ? error.status : 0;
    return status >= 400 && status < 500 ? { status: 'signedOut' } : { status: 'unreachable' };
  }
}

/**
 * Asks the server once; never rejects. A 4xx means signed out; no answer or a 5xx means unreachable.
 * The offline member card follows the answer: a session that ended without Logout (idle timeout,
 * revoked) takes the saved card with it, and another user's card goes when someone else is signed in.
 */
export async function checkSession(): Promise<SessionCheck> {
  const answer = await askServer();
  if (answer.status === 'signedOut') await clearOfflineCard();
  else if (answer.status === 'signedIn') await bindOfflineCard(answer.user);
  return answer;
}

let sessionCheck: Promise<SessionCheck> | undefined;

/** Starts the check (once per page load) and answers its promise. */
export function startSessionCheck(): Promise<SessionCheck> {
  sessionCheck ??= checkSession();
  return sessionCheck;
}

/** The started check, if the gate has not taken it yet (to start what the answer allows early). */
export function peekSessionCheck(): Promise<SessionCheck> | undefined {
  return sessionCheck;
}

/** The started check, handed over once: later restores (Retry, a new sign-in) ask the server again. */
export function takeSessionCheck(): Promise<SessionCheck> | undefined {
  const check = sessionCheck;
  sessionCheck = undefined;
  return check;
}

// ---- The club's remotes ------------------------------------------------------------------------

/** Lists just answered: the watcher's first re-check of one has nothing to ask, it is that fresh. */
const justAnswered = new WeakSet<ClubRemotes>();

async function fetchRemotes(sessionKey: string): Promise<ClubRemotes> {
  const answer = await read<RemoteEntry[]>('portal/remotes');
  const remotes = { sessionKey, list: answer.payload, version: answer.version };
  justAnswered.add(remotes);
  return remotes;
}

/** The one cache: the last list answered, for its session; null after a failure (the next read asks again). */
let remotes: Promise<ClubRemotes | null> | undefined;

/** Every change of the cache waits for the one before it, so two readers never ask twice. */
function updateRemotes(next: (known: ClubRemotes | null) => Promise<ClubRemotes>): Promise<ClubRemotes> {
  const previous = remotes ?? Promise.resolve(null);
  const answer = previous.then(next);
  remotes = answer.catch(() => null);
  return answer;
}

/**
 * The start-up read, beside the session check (index.ts): whose list it is comes from the check's
 * answer. Never rejects: a failure leaves the registry to ask.
 */
export function startClubRemotes(): Promise<ClubRemotes | null> {
  if (remotes) return remotes;
  const check = startSessionCheck();
  const list = fetchRemotes('');
  remotes = Promise.all([check, list]).then(
    ([answer, fetched]) => {
      fetched.sessionKey = sessionKeyOf(answer.status === 'signedIn' ? answer.user.userId : null);
      return fetched;
    },
    () => null,
  );
  return remotes;
}

/** This session's remotes: the cached list when it is this session's, else a fresh read. */
export function clubRemotes(sessionKey: string): Promise<ClubRemotes> {
  return updateRemotes(async (known) => (known?.sessionKey === sessionKey ? known : fetchRemotes(sessionKey)));
}

let recheck: Promise<ClubTheme | null> | undefined;

/**
 * Asks whether the club's settings changed since the cached list (If-None-Match: its version).
 * Unchanged is an empty 304 and answers null; changed replaces the cached list and answers the
 * club's theme, read again (its flags gate the menu and the routes). A list just answered (at
 * start-up, or a session with none yet) is taken as it is. One re-check at a time; a failure answers null and waits for the next.
 */
export function recheckClubSettings(sessionKey: string): Promise<ClubTheme | null> {
  recheck ??= (async () => {
    const changed: { theme?: Promise<ClubTheme> } = {};
    await updateRemotes(async (known) => {
      if (known?.sessionKey !== sessionKey) {
        // Read for this check (a sign-in since the start-up list): the next click must ask again.
        const fresh = await fetchRemotes(sessionKey);
        justAnswered.delete(fresh);
        return fresh;
      }
      if (justAnswered.delete(known)) return known;
      const answer = await read<RemoteEntry[]>('portal/remotes', known.version);
      if (answer.status === 304) return known;
      changed.theme = payloadOf<ClubTheme>('club/theme');
      return { sessionKey, list: answer.payload, version: answer.version };
    });
    return changed.theme ? await changed.theme : null;
  })()
    .catch(() => null)
    .finally(() => {
      recheck = undefined;
    });
  return recheck;
}

/** Test hook: forget every answer. */
export function resetStartupData(): void {
  sessionCheck = undefined;
  remotes = undefined;
  recheck = undefined;
}
