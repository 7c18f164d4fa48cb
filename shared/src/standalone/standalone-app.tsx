import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../ui/profile-card/profile-card.css';
import '../ui/first-screen/first-screen.css';
import { Alert, Center, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, type RouteObject } from 'react-router-dom';
import { QueryProvider } from '../query/query-provider';
import { LoadingText } from '../ui/loading-text/loading-text';
import { demoSignIn } from './demo-sign-in';

export interface StandaloneAppProps {
  /** The remote's route objects (absolute paths), as exposed in `./routes`. */
  routes: RouteObject[];
  /** Public remotes (mf-public) render without signing in. */
  signIn?: boolean;
}

function renderRoutes(routes: RouteObject[]) {
  return routes.map((r, i) => (
    <Route key={r.path ?? i} path={r.path} element={r.element}>
      {r.children ? renderRoutes(r.children) : null}
    </Route>
  ));
}

/**
 * Dev-only shell for a remote running alone: providers, a demo sign-in, then the remote's routes.
 * In the composed portal the real shell owns all of this.
 */
export function StandaloneApp({ routes, signIn = true }: StandaloneAppProps) {
  const [state, setState] = useState<'loading' | 'ready' | string>(signIn ? 'loading' : 'ready');

  useEffect(() => {
    if (!signIn) return;
    demoSignIn()
      .then(() => setState('ready'))
      .catch((e: unknown) => setState(`Demo sign-in failed: ${(e as Error).message}. Is the API running (pnpm dev)?`));
  }, [signIn]);

  return (
    <MantineProvider>
      <Notifications />
      {state === 'loading' && <LoadingText text="Signing in to the demo club..." />}
      {state !== 'loading' && state !== 'ready' && (
        <Center p="xl">
          <Alert color="red">{state}</Alert>
        </Center>
      )}
      {state === 'ready' && (
        // Alone, the remote owns a query client; in the portal the shell's is used.
        <QueryProvider>
          <BrowserRouter>
            <Routes>{renderRoutes(routes)}</Routes>
          </BrowserRouter>
        </QueryProvider>
      )}
    </MantineProvider>
  );
}
