// Who sees what: the shell's menu gating (shell/src/routing/access-rules.ts, the same
// rule guards the route) must never show an entry whose page the API then refuses. For each demo
// kind of user, every menu entry the shell shows is opened the way its page opens (its first
// call) and must not be a 403; a prospect sees only what a prospect can use.
import path from 'node:path';
import type { TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';

// The shell's own modules, loaded at run time (jest compiles them): a static import would pull the
// browser session code into the API's type check.
interface SessionUser { userType: number; memberNumber: string; clubId: number; accountId: string }
type ClubTheme = unknown;
interface RouteEntry { path: string; access: string; menu?: object }
const shell = (file: string) => path.join(__dirname, '..', '..', 'shell', 'src', 'routing', file);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { canAccess } = require(shell('access-rules')) as { canAccess: (rule: string, ctx: { user: unknown; theme: unknown }) => boolean };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROUTE_TABLE } = require(shell('route-table')) as { ROUTE_TABLE: readonly RouteEntry[] };

let t: TestApp;
withTestApp((app) => {
  t = app;
});

/** The call each menu page makes first (its feature's fetcher). */
const FIRST_CALL: Record<string, (u: SessionUser) => string> = {
  '/': () => '/auth/me',
  '/profile': (u) => (u.userType === 6 ? `/prospect-profile/${u.memberNumber}/250/400` : `/profile/${u.memberNumber}/250/400`),
  '/profile-student-guardian': (u) => `/student-guardian-profile/${u.memberNumber}`,
  '/children': (u) => `/member-kids/${u.memberNumber}`,
  '/privacy': () => '/privacy/account-deletion',
  '/clubinfo': () => '/club/info',
  '/socialExternalRedirect': (u) => `/club/social/${u.clubId}`,
  '/membership': (u) => `/membership/${u.memberNumber}`,
  '/subscription': (u) => `/extras/active/${u.memberNumber}`,
  '/suspendmember': (u) => `/suspension/${u.memberNumber}`,
  '/household': () => '/household',
  '/classbooking': () => '/book-gym-session/settings',
  '/ptbooking': (u) => `/pt/booking-types/${u.clubId}`,
  '/crechebooking': (u) => `/creche/kids/${u.memberNumber}`,
  '/current-bookings': (u) => `/bookings/current/class/${u.memberNumber}`,
  '/past-bookings': (u) => `/bookings/past/class/${u.memberNumber}`,
  '/student-class-booking': () => '/swim/reasons',
  '/makeup-credits': (u) => `/swim/cancelled-classes/${u.memberNumber}`,
  '/student-list': () => '/swim/students',
  '/students': () => '/swim/students',
  '/student-classes': () => '/swim/reasons',
  '/shop': (u) => `/shop/categories/${u.accountId}`,
  '/shopping-cart': (u) => `/shop/cart-summary/${u.memberNumber}/${u.userType}`,
  '/payments': () => '/portal/payments',
  '/orders': () => '/portal/orders',
  '/club': () => '/club-console/desk/today',
  '/club/desk': () => '/club-console/desk/today',
  '/club/kiosks': () => '/admin/kiosks',
  '/club/failed-payments': () => '/club-console/billing/failed',
  '/club/features': () => '/club-console/features',
  '/club/branding': () => '/club-console/branding',
  '/club/members': () => '/club-console/members?q=morgan',
  '/club/timetable': () => '/timetable/series',
  '/club/trainers': () => '/trainers',
  '/club/memberships': () => '/club-console/membership-types',
  '/club/shop': () => '/club-console/shop/products',
  '/club/staff': () => '/club-console/staff',
  '/club/details': () => '/club-console/details',
  '/club/creche': () => '/club-console/creche/series',
  '/club/swim-school': () => '/club-console/swim/classes',
  '/club/import': () => '/club-console/member-imports',
  '/club/cancellations': () => '/club-console/cancellations',
  '/club/documents': () => '/club-console/documents',
  '/club/insights': () => '/club-console/insights/slipping?days=30',
};

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

async function shownMenu(login: string) {
  const cookie = await t.login(login, 'demo1234');
  const user = (await get(cookie, '/auth/me')).json().payload as SessionUser;
  const theme = (await get(cookie, '/club/theme')).json().payload as ClubTheme;
  const shown = ROUTE_TABLE.filter((r) => r.menu && canAccess(r.access, { user, theme }));
  return { cookie, user, shown };
}

test('every menu page has its first call listed here (a new menu entry must be added)', () => {
  const menu = ROUTE_TABLE.filter((r) => r.menu).map((r) => r.path);
  expect(menu.filter((p) => !FIRST_CALL[p])).toEqual([]);
});

test.each(['member@demo.club', 'renew@demo.club', 'guardian@demo.club', 'prospect@demo.club', 'suspended@demo.club', 'lite@demo.club', 'admin@demo.club', 'staff@demo.club', 'parent@demo.club', 'teen@demo.club'])(
  '%s: no menu entry leads to a 403',
  async (login) => {
    const { cookie, user, shown } = await shownMenu(login);
    expect(shown.length).toBeGreaterThan(1);
    const refused: string[] = [];
    for (const entry of shown) {
      const res = await get(cookie, FIRST_CALL[entry.path]!(user));
      if (res.statusCode === 403) refused.push(`${entry.path} -> ${res.json().errors.message}`);
    }
    expect(refused).toEqual([]);
  },
);

test('a prospect is shown only what a prospect can use', async () => {
  const { shown } = await shownMenu('prospect@demo.club');
  const paths = shown.map((r) => r.path);
  for (const hidden of ['/membership', '/crechebooking', '/current-bookings', '/past-bookings', '/subscription', '/suspendmember', '/children']) {
    expect(paths).not.toContain(hidden);
  }
  expect(paths).toContain('/profile');
});
