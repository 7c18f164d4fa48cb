import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page';
import { SessionGate } from '../features/session/session-gate';
import { SessionWatcher } from '../features/session/session-watcher';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { RemoteRoute } from '../federation/remote-route';
import { AppLayout } from '../layout/app-layout';
import { BlankLayout } from '../layout/blank-layout';
import { RouteGuard } from '../routing/route-guard';
import { ROUTE_TABLE, type RouteEntry } from '../routing/route-table';
import { DocumentTitle } from '../theme/document-title';

function elementFor(r: RouteEntry) {
  if (r.remote) {
    const page = <RemoteRoute remote={r.remote} path={r.path} />;
    // Public remote pages still get a main landmark in the blank layout.
    return r.layout === 'blank' ? <main>{page}</main> : page;
  }
  switch (r.shellPage) {
    case 'dashboard':
      return <DashboardPage />;
    case 'change-password':
      return <ChangePasswordPage />;
    case 'sign-in':
      return <SignInPage kind={r.signInKind ?? 'member'} />;
    case 'signin-redirect':
      return <Navigate to="/signin/1" replace />;
    case 'reset-password':
      return <ResetPasswordPage />;
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
              <AppLayout />
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
