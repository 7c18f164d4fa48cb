import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { SessionGate } from '../features/session/session-gate';
import { SessionWatcher } from '../features/session/session-watcher';
import { ClubSettingsWatcher } from '../features/session/club-settings-watcher';
import { StaffHome } from '../routing/staff-home';
import { RemoteRoute } from '../federation/remote-route';
import { BlankLayout } from '../layout/blank-layout';
import { RouteGuard } from '../routing/route-guard';
import { ROUTE_TABLE, type RouteEntry, type ShellPage } from '../routing/route-table';
import { DocumentTitle } from '../theme/document-title';
import { preloadableExport, type Preloadable } from './preloadable';

// The signed-in layout and the shell's own pages (and the shared pieces they use) load on demand;
// preloadRoute() starts the ones the opening address needs at once (docs/decisions/performance.md).
// The layout is in the portal's own chunk ("portal", with mount-portal.tsx): every signed-in page
// needs it. index.ts fetches the dashboard's chunk alongside the portal's when the address is `/`.
const AppLayout = preloadableExport(() => import(/* webpackChunkName: "portal" */ '../layout/app-layout'), 'AppLayout');
// Documents the member must sign, asked after sign-in: its own chunk, never in the first screen's way.
const DocumentsToSign = preloadableExport(() => import('../features/documents/documents-to-sign'), 'DocumentsToSign');
// The sign-in route inside the portal (after a sign-out): the signed-in first screen needs none of it.
const SignInPage = preloadableExport(() => import('../features/sign-in/sign-in-page'), 'SignInPage');
const SHELL_PAGES: Partial<Record<ShellPage, Preloadable<object>>> = {
  dashboard: preloadableExport(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page'), 'DashboardPage'),
  'change-password': preloadableExport(() => import('../features/change-password/change-password-page'), 'ChangePasswordPage'),
  notifications: preloadableExport(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
  'reset-password': preloadableExport(() => import('../features/reset-password/reset-password-page'), 'ResetPasswordPage'),
  'confirm-registration': preloadableExport(() => import('../features/confirm-registration/confirm-registration-page'), 'ConfirmRegistrationPage'),
  'email-link-sign-in': preloadableExport(() => import('../features/email-link-sign-in/email-link-sign-in-page'), 'EmailLinkSignInPage'),
};

/**
 * Starts fetching the layout and shell page the address opens, in parallel with the session check,
 * instead of one after the other as React reaches each lazy boundary.
 */
export function preloadRoute(pathname: string): void {
  const entry = ROUTE_TABLE.find((r) => matchPath(r.path, pathname));
  if (!entry) return;
  if (entry.layout === 'app') void AppLayout.preload().catch(() => undefined);
  const page = entry.shellPage && (entry.shellPage === 'sign-in' ? SignInPage : SHELL_PAGES[entry.shellPage]);
  if (page) void page.preload().catch(() => undefined);
  // A remote's page is already on its way: index.ts asks for it with the session check
  // (federation/preload-opening-page.ts).
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="50vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

function elementFor(r: RouteEntry) {
  if (r.remote) {
    const page = <RemoteRoute remote={r.remote} path={r.path} />;
    // Public remote pages still get a main landmark in the blank layout.
    return r.layout === 'blank' ? <main>{page}</main> : page;
  }
  switch (r.shellPage) {
    case 'sign-in':
      return (
        <Lazy>
          <SignInPage.Component kind={r.signInKind ?? 'member'} />
        </Lazy>
      );
    case 'signin-redirect':
      return <Navigate to="/signin/1" replace />;
    case 'error':
      return <ErrorPage />;
  }
  const page = r.shellPage && SHELL_PAGES[r.shellPage];
  if (!page) return <NotFoundPage />;
  const element = (
    <Lazy>
      <page.Component />
    </Lazy>
  );
  return r.shellPage === 'dashboard' ? <StaffHome>{element}</StaffHome> : element;
}

const toRoute = (r: RouteEntry): RouteObject => ({
  path: r.path,
  element: <RouteGuard rule={r.access}>{elementFor(r)}</RouteGuard>,
});

/** React Router objects built from the one route table. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <SessionGate>
          <SessionWatcher />
          <ClubSettingsWatcher />
          <DocumentTitle />
          <Outlet />
        </SessionGate>
      ),
      children: [
        {
          element: (
            <RouteGuard rule="signedIn">
              <Lazy>
                <AppLayout.Component />
              </Lazy>
              <Suspense fallback={null}>
                <DocumentsToSign.Component />
              </Suspense>
            </RouteGuard>
          ),
          children: ROUTE_TABLE.filter((r) => r.layout === 'app').map(toRoute),
        },
        {
          element: <BlankLayout />,
          children: [
            ...ROUTE_TABLE.filter((r) => r.layout === 'blank').map(toRoute),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
