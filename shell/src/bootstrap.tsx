// Start-up. A visit that opens a sign-in page paints it with React alone; every other visit (and
// a successful sign-in) loads the portal: Mantine, the router, the layout and the remotes.
// docs/decisions/performance.md explains why the sign-in page does not wait for the portal.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { signInKindForPath } from './features/sign-in/sign-in-paths';
import { StartupFailure } from './features/errors/startup-failure';
import type * as PortalMount from './app/mount-portal';

const container = document.getElementById('root')!;
const kind = signInKindForPath(window.location.pathname);

let portal: Promise<typeof PortalMount> | undefined;
const loadPortal = () => (portal ??= import(/* webpackChunkName: "portal" */ './app/mount-portal'));

function enterPortal(target: Root): Promise<void> {
  return loadPortal().then(
    (m) => m.mountPortal(target),
    () => {
      // The portal's own files could not be fetched: say so, never a blank page.
      portal = undefined;
      target.render(<StartupFailure />);
    },
  );
}

// The sign-in screen is its own chunk (index.ts fetches it alongside this one on a sign-in page):
// a signed-in first screen does not download it.
const loadSignIn = () => import(/* webpackChunkName: "sign-in" */ './features/sign-in/startup-sign-in');

if (kind) {
  void loadSignIn().then(
    ({ StartupSignIn }) => {
      let root: Root;
      const page = (
        <StrictMode>
          <StartupSignIn
            kind={kind}
            enterPortal={() => enterPortal(root)}
            preloadPortal={() => void loadPortal().catch(() => undefined)}
          />
        </StrictMode>
      );
      // sign-in.html already holds the panel's markup (painted before any script): adopt it.
      if (container.firstElementChild) root = hydrateRoot(container, page);
      else {
        root = createRoot(container);
        root.render(page);
      }
    },
    // Its file could not be fetched: say so, never a page that does not answer.
    () => createRoot(container).render(<StartupFailure />),
  );
} else {
  void enterPortal(createRoot(container));
}
