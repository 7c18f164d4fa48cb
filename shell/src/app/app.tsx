import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadNotifications, onNotificationsNeeded, useSession } from '@portal/shared/core';
import { QueryProvider } from '@portal/shared/query';
import { buildMantineTheme, cssVariablesResolver } from '../theme/build-theme';
import { queryClient } from './query-client';
import { buildRoutes } from './routes';

// Created on first render, not at import: the start-up sign-in page may change the address
// (to the landing page) after this module has loaded.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const portalRouter = () => (router ??= createBrowserRouter(buildRoutes()));

// The toasts' container and @mantine/notifications arrive with the first toast, not with the first
// screen (docs/decisions/performance.md, round 3).
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
        <RouterProvider router={portalRouter()} />
      </QueryProvider>
    </MantineProvider>
  );
}
