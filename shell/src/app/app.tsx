import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { buildMantineTheme, cssVariablesResolver } from '../theme/build-theme';
import { buildRoutes } from './routes';

// Created on first render, not at import: the start-up sign-in page may change the address
// (to the landing page) after this module has loaded.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const portalRouter = () => (router ??= createBrowserRouter(buildRoutes()));

/** Providers the shell owns for itself and every remote: Mantine (club theme), toasts, router. */
export function App() {
  const club = useSession((s) => s.theme);
  const theme = useMemo(() => buildMantineTheme(club), [club]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <RouterProvider router={portalRouter()} />
    </MantineProvider>
  );
}
