import { ROUTE_TABLE } from '../../routing/route-table';
import type { SignInKind } from './sign-in-api';

/** The sign-in kind of a sign-in page's path (/login, /signin/1, /signin/2), else undefined. */
export function signInKindForPath(pathname: string): SignInKind | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = ROUTE_TABLE.find((r) => r.shellPage === 'sign-in' && r.path === path);
  return entry ? (entry.signInKind ?? 'member') : undefined;
}
