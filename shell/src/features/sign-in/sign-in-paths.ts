import type { SignInKind } from './sign-in-api';

// The sign-in pages and the endpoint each uses, as in the route table (a test keeps them equal).
// Kept apart from the route table so the entry script can tell a sign-in page from any other
// without loading the table.
const SIGN_IN_PAGES: Record<string, SignInKind> = {
  '/login': 'member',
  '/signin/1': 'member',
  '/signin/2': 'student',
};

/** The sign-in kind of a sign-in page's path (/login, /signin/1, /signin/2), else undefined. */
export function signInKindForPath(pathname: string): SignInKind | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(SIGN_IN_PAGES, path) ? SIGN_IN_PAGES[path] : undefined;
}
