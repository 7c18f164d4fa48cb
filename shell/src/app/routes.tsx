import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { SessionGate } from '../features/session/session-gate';
import { SessionWatcher } from '../features/session/session-watcher';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { RemoteRoute } from '../federation/remote-route';
import { BlankLayout } from '../layout/blank-layout';
import { RouteGuard } from '../routing/route-guard';
import { ROUTE_TABLE, type RouteEntry } from '../routing/route-table';
import { DocumentTitle } from '../theme/document-title';

// Only the sign-in path is in the start-up bundle; the signed-in layout and the other shell pages
// (and the full @portal/shared barrel they use) load on demand (docs/decisions/performance.md).
const AppLayout = lazy(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout })));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ChangePasswordPage = lazy(() =>
  import('../features/change-password/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/reset-password/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

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
    case 'dashboard':
      return (
        <Lazy>
          <DashboardPage />
        </Lazy>
      );
    case 'change-password':
      return (
        <Lazy>
          <ChangePasswordPage />
        </Lazy>
      );
    case 'sign-in':
      return <SignInPage kind={r.signInKind ?? 'member'} />;
    case 'signin-redirect':
      return <Navigate to="/signin/1" replace />;
    case 'reset-password':
      return (
        <Lazy>
          <ResetPasswordPage />
        </Lazy>
      );
    case 'error':
      return <ErrorPage />;
    default:
      return <NotFoundPage />;
  }
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
          <DocumentTitle />
          <Outlet />
        </SessionGate>
      ),
      children: [
        {
          element: (
            <RouteGuard rule="signedIn">
              <Lazy>
                <AppLayout />
              </Lazy>
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
