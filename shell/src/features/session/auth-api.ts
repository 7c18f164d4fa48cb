import type { ClubTheme, SessionUser } from '@portal/shared/core';
import type { LoginPayload, MePayload } from '@portal/shared/contracts';
import { apiGet, apiPost } from '../../api/http';

/** Fixed values of the login request (bookings-commerce §3). */
const PLATFORM = 'web';
const DEVICE_ID = 'member-portal-web';

export type SignInKind = 'member' | 'student';

export function login(kind: SignInKind, userName: string, password: string): Promise<LoginPayload> {
  const path = kind === 'student' ? 'auth/student-login' : 'auth/login';
  return apiPost<LoginPayload>(path, { userName, password, platform: PLATFORM, deviceId: DEVICE_ID });
}

export function logoutCall(): Promise<unknown> {
  return apiPost<unknown>('auth/logout', {});
}

/** /auth/me is the session user. */
export async function fetchMe(): Promise<SessionUser> {
  // 401 here only means "not signed in yet", not an expired session.
  const me = await apiGet<MePayload>('auth/me', { ignoreUnauthorized: true });
  // Cast: the contract (TypeBox) and the store's SessionUser type are declared separately.
  return me as unknown as SessionUser;
}

export function fetchTheme(): Promise<ClubTheme> {
  return apiGet<ClubTheme>('club/theme', { ignoreUnauthorized: true });
}

export function forgotPassword(email: string): Promise<string> {
  return apiPost<string>('auth/forgot-password', { email });
}

export function register(email: string, password: string): Promise<string> {
  return apiPost<string>('auth/register', { email, password, userName: email });
}

export function resetPasswordWithToken(token: string, newPassword: string, confirmPassword: string): Promise<string> {
  return apiPost<string>('auth/reset-password-with-token', { token, newPassword, confirmPassword });
}

export function changePassword(body: {
  userId: number;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string> {
  return apiPost<string>('user/reset-password', body);
}

/** Loads the signed-in user and their club theme into the shared session store. */
export async function loadSession(): Promise<{ user: SessionUser; theme: ClubTheme }> {
  const [user, theme] = await Promise.all([fetchMe(), fetchTheme()]);
  return { user, theme };
}
