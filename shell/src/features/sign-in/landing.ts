import type { SignInKind } from './sign-in-api';
import { USER_TYPE_GUARDIAN } from '@portal/shared/user-types';


/**
 * Where a successful sign-in lands (docs/spec/account-core.md §2, docs/spec/bookings-commerce.md §2.17): the reset flag wins,
 * then the swim flow, then the page the member came from, else the dashboard.
 */
export function landingAfterSignIn(opts: {
  isResetPassword: boolean;
  kind: SignInKind;
  userType: number;
  /** The club's ADMIN and STAFF land on the club console. */
  role?: string;
  from?: string | null;
}): string {
  if (opts.isResetPassword) return '/changepassword';
  const staff = opts.role === 'ADMIN' || opts.role === 'STAFF';
  if (opts.kind === 'student' || opts.userType === USER_TYPE_GUARDIAN) return '/student-class-booking';
  const from = opts.from;
  // Only same-site paths, never a sign-in page again.
  if (from && from.startsWith('/') && !from.startsWith('//') && !/^\/(login|signin)/.test(from)) return from;
  return staff ? '/club' : '/';
}
