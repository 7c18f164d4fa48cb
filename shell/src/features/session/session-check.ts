// The start-up session check (GET /auth/me and the club theme). index.ts starts it before any
// app code or shared module is loaded, so the answer arrives while the JavaScript is still
// downloading; the session gate (or the sign-in page) then takes the answer instead of asking again.
// Plain fetch on purpose: nothing else is loaded yet when it starts (docs/decisions/performance.md).
import type { ClubTheme, SessionUser } from '@portal/shared/core';
import { storedClientApiUrl } from '@portal/shared/session-keys';
import { bindOfflineCard, clearOfflineCard } from '../../member-card-page/offline-card';

export type SessionCheck =
  { status: 'signedIn'; user: SessionUser; theme: ClubTheme } | { status: 'signedOut' } | { status: 'unreachable' };

class CheckFailure extends Error {
  constructor(readonly status: number) {
    super(`session check failed with ${status}`);
  }
}

async function payloadOf<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`${storedClientApiUrl()}/${path}`, window.location.origin), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => undefined)) as { statusCode?: number; payload?: T } | undefined;
  const status = Math.max(response.status, body?.statusCode ?? 0);
  if (status >= 400) throw new CheckFailure(status);
  return body?.payload as T;
}

async function askServer(): Promise<SessionCheck> {
  try {
    const [user, theme] = await Promise.all([payloadOf<SessionUser>('auth/me'), payloadOf<ClubTheme>('club/theme')]);
    return { status: 'signedIn', user, theme };
  } catch (error) {
    const status = error instanceof CheckFailure ? error.status : 0;
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

let pending: Promise<SessionCheck> | undefined;

/** Starts the check (once per page load) and answers its promise. */
export function startSessionCheck(): Promise<SessionCheck> {
  pending ??= checkSession();
  return pending;
}

/** The started check, if the gate has not taken it yet (to start what the answer allows early). */
export function peekSessionCheck(): Promise<SessionCheck> | undefined {
  return pending;
}

/** The started check, handed over once: later restores (Retry, a new sign-in) ask the server again. */
export function takeSessionCheck(): Promise<SessionCheck> | undefined {
  const check = pending;
  pending = undefined;
  return check;
}
