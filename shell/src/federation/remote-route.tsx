import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useSession } from '@portal/shared/core';
import { NotFoundPage } from '../features/errors/not-found-page';
import { FrameFirstScreen, forgetFrameFirstScreen } from '../ui/frame-first-screen';
import { useProgressWhileMounted } from '../layout/route-progress';
import type { RemoteName } from '../routing/route-table';
import { clearRemoteRoutes, loadRemoteRoutes, type RemoteRouteObject } from './load-remote-routes';
import { preloadPage } from './page-preload';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ensureRemotes, refreshRemote, remoteEntry } from './remote-registry';
import { sessionKeyOf } from '../api/startup-data';

interface Props {
  remote: RemoteName;
  /** The route-table path; the remote's route object with this exact path is rendered. */
  path: string;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'disabled' }
  | { status: 'ready'; routes: RemoteRouteObject[] }
  | { status: 'failed'; error: unknown };

/** Registry first (is the remote enabled for this club?), then the remote's route list. */
async function loadFor(remote: RemoteName, sessionKey: string): Promise<Loaded> {
  await ensureRemotes(sessionKey);
  const entry = remoteEntry(remote);
  if (!entry) return { status: 'disabled' };
  return { status: 'ready', routes: await loadRemoteRoutes(entry.scope) };
}

/**
 * Hides the content while the remote loads (or keeps what the HTML frame painted for the address)
 * and drives the progress bar. A page's own placeholder is the remote's (its lazyPage fallback).
 */
function RemoteLoading({ path }: { path: string }) {
  useProgressWhileMounted();
  return (
    <FrameFirstScreen
      path={path}
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    />
  );
}

function RemoteContent({ remote, path, sessionKey }: Props & { sessionKey: string }) {
  // What was loaded, and for which remote and session: another remote or user is loading until
  // its own answer is here.
  const [loaded, setLoaded] = useState<{ remote: RemoteName; sessionKey: string; state: Loaded } | null>(null);
  useEffect(() => {
    let live = true;
    loadFor(remote, sessionKey).then(
      (state) => live && setLoaded({ remote, sessionKey, state }),
      (error: unknown) => live && setLoaded({ remote, sessionKey, state: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [remote, sessionKey]);
  const state: Loaded =
    loaded && loaded.remote === remote && loaded.sessionKey === sessionKey ? loaded.state : { status: 'loading' };

  // Thrown in render so RemoteErrorBoundary shows the fallback for this area only.
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <RemoteLoading path={path} />;
  // Not enabled for this club: the page does not exist for them.
  if (state.status === 'disabled') return <NotFoundPage />;
  const match = state.routes.find((r) => r.path === path);
  return match ? <RemoteRouteElement route={match} path={path} /> : <NotFoundPage />;
}

/** Renders a remote route object whichever way it declares its page (element, Component or lazy). */
function RemoteRouteElement({ route, path }: { route: RemoteRouteObject; path: string }) {
  const [resolved, setResolved] = useState<{ element?: ReactNode; Component?: ComponentType | null } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (route.element !== undefined || route.Component || !route.lazy) return;
    let live = true;
    route.lazy().then(
      (r) => live && setResolved(r),
      (error: unknown) => live && setFailure(error ?? new Error('Remote page failed to load')),
    );
    return () => {
      live = false;
    };
  }, [route]);

  // The remote's page (or its own placeholder) replaces what the frame painted, for good.
  useEffect(forgetFrameFirstScreen, []);
  if (failure) throw failure;
  if (route.element !== undefined) return <>{route.element}</>;
  const Page = route.Component ?? resolved?.Component;
  if (Page) return <Page />;
  if (resolved?.element !== undefined) return <>{resolved.element}</>;
  return <RemoteLoading path={path} />;
}

/**
 * Forget what this tab loaded of the remote: its route list and, through the MF runtime, its
 * container and manifest. The next load reads the manifest again, so a remote redeployed since
 * the tab opened (its old chunks gone) is loaded in its new build.
 */
function reloadRemote(remote: RemoteName): void {
  const scope = remoteEntry(remote)?.scope;
  if (!scope) return;
  clearRemoteRoutes(scope);
  refreshRemote(remote);
}

/**
 * Mounts one remote page behind its own error boundary. A failure (typically a chunk of a build
 * that has since been replaced) is retried once at once, on a fresh read of the remote's
 * manifest, before the fallback shows; the fallback's Retry does the same again.
 */
export function RemoteRoute({ remote, path }: Props) {
  const userId = useSession((s) => s.user?.userId);
  const [attempt, setAttempt] = useState(0);
  // The page whose failure was already recovered automatically: one recovery per page shown.
  const [recoveredPath, setRecoveredPath] = useState<string | null>(null);
  const canRecover = recoveredPath !== path;
  const retry = () => {
    reloadRemote(remote);
    setAttempt((n) => n + 1);
  };
  const recover = () => {
    reloadRemote(remote);
    setRecoveredPath(path);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      onRetry={retry}
      onRecover={canRecover ? recover : undefined}
      recovering={<RemoteLoading path={path} />}
      key={`${remote}-${attempt}`}
    >
      <RemoteContent remote={remote} path={path} sessionKey={sessionKeyOf(userId)} />
    </RemoteErrorBoundary>
  );
}

/**
 * Menu hover (and the opening address): start fetching a remote's routes before the click; with
 * `path`, also the chunk of that page when its element can preload it (lazyPage in
 * @portal/shared). Failures surface on navigation.
 */
export function preloadRemote(remote: RemoteName | undefined, userId: number | null | undefined, path?: string): void {
  if (!remote) return;
  loadFor(remote, sessionKeyOf(userId))
    .then((state) => preloadPage(state.status === 'ready' ? state.routes.find((r) => r.path === path)?.element : undefined))
    .catch(() => undefined);
}
