// The sign-in page's calls. They use ky directly rather than the shared API client so the page
// does not load the shared core (session store, notifications, Mantine) before the user has signed
// in (docs/decisions/performance.md). Same envelope, same API base, same cookies.
import ky from 'ky';
import type { LoginPayload } from '@portal/shared/contracts';
import { NETWORK_ERROR } from '@portal/shared/messages';
import { storedClientApiUrl } from '@portal/shared/session-keys';

/** Fixed values of the login request (docs/spec/account-core.md §3, docs/spec/bookings-commerce.md §3). */
const PLATFORM = 'web';
const DEVICE_ID = 'member-portal-web';

export type SignInKind = 'member' | 'student';

/** A refused sign-in call; the message is the server's errors.message (or the network text). */
export class SignInError extends Error {
  override name = 'SignInError';
}

interface EnvelopeLike<T> {
  statusCode?: number;
  payload?: T;
  errors?: { message?: string };
}

async function post<T>(path: string, json: unknown): Promise<T> {
  let response: Response;
  try {
    response = await ky.post(path, {
      prefix: storedClientApiUrl(),
      baseUrl: location.origin,
      json,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      // A sign-in is never replayed behind the user's back.
      retry: 0,
      throwHttpErrors: false,
    });
  } catch {
    throw new SignInError(NETWORK_ERROR);
  }
  const body = (await response.json().catch(() => undefined)) as EnvelopeLike<T> | undefined;
  const status = Math.max(response.status, body?.statusCode ?? 0);
  if (status >= 400) throw new SignInError(body?.errors?.message || `Request failed with status ${status}.`);
  return body?.payload as T;
}

export function login(kind: SignInKind, userName: string, password: string): Promise<LoginPayload> {
  const path = kind === 'student' ? 'auth/student-login' : 'auth/login';
  return post<LoginPayload>(path, { userName, password, platform: PLATFORM, deviceId: DEVICE_ID });
}

export function forgotPassword(email: string): Promise<string> {
  return post<string>('auth/forgot-password', { email });
}

export function register(email: string, password: string): Promise<string> {
  return post<string>('auth/register', { email, password, userName: email });
}

/** E-mails a one-time sign-in link that works only in this browser (neutral answer). */
export function requestEmailLink(email: string): Promise<string> {
  return post<string>('auth/email-link', { email });
}
