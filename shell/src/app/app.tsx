import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { loadNotifications, onNotificationsNeeded, useSession } from '@portal/shared/core';
import { QueryProvider } from '@portal/shared/query';
import { buildMantineTheme, cssVariablesResolver } from '../theme/build-theme';
import { PortalErrorBoundary } from './portal-error-boundary';
import { queryClient } from './query-client';
import { useCatchUpWithAddress } from './use-catch-up-with-address';
import { buildRoutes } from './routes';

let routes: RouteObject[] | undefined;
const portalRoutes = () => (routes ??= buildRoutes());

/**
 * The route table through `<BrowserRouter>` and `useRoutes`, not a data router: the portal uses no
 * loaders, actions or fetchers, and the data router's code was 17 KB gz of every page's first load
 * (docs/decisions/performance.md).
 */
function PortalRoutes() {
  useCatchUpWithAddress();
  const { pathname } = useLocation();
  return <PortalErrorBoundary resetKey={pathname}>{useRoutes(portalRoutes())}</PortalErrorBoundary>;
}

// The toasts' container and @mantine/notifications arrive with the first toast, not with the first
// screen (docs/decisions/performance.md).
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

function LazyNotifications() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onNotificationsNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

/** Providers the shell owns for itself and every remote: Mantine (club theme), toasts, the query client, router. */
export function App() {
  const club = useSession((s) => s.theme);
  const theme = useMemo(() => buildMantineTheme(club), [club]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LazyNotifications />
      <QueryProvider client={queryClient}>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </QueryProvider>
    </MantineProvider>
  );
}
