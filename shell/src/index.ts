// In the entry's CSS (linked by the HTML) so the prerendered sign-in panel is styled at first paint.
import './features/sign-in/sign-in-screen.css';
// Same for the signed-in layout's frame that each signed-in route's HTML holds (pages/<route>.html).
import './layout/signed-in-frame.css';
// /profile's member card, painted into that frame before React (layout/frame-profile-card.ts).
import '@portal/shared/profile-card.css';
// A page's first screen, which the frame of the route holds when the page's remote declares one.
import '@portal/shared/first-screen.css';
import type { ClubTheme, SessionUser } from '@portal/shared/core';
import { installBfcacheGuard } from './features/session/bfcache-guard';
import { startSessionCheck } from './api/startup-data';
import { paintFrameGreeting } from './layout/frame-greeting';
import { paintFrameProfileCard } from './layout/frame-profile-card';
import { keepHtmlFirstScreen } from './ui/frame-first-screen';
import { signInKindForPath } from './features/sign-in/sign-in-paths';
import { preloadOpeningPage } from './federation/preload-opening-page';

// Back after a sign-out must never bring the previous member's page back from the bfcache.
installBfcacheGuard();
// Ask the server who is signed in while the app's JavaScript downloads; on the dashboard, its
// greeting paints into the HTML's frame as soon as the answer names the member, and on /profile
// the member's card (picture, name, e-mail).
const sessionCheck = startSessionCheck();
const framePainters: Record<string, (user: SessionUser, theme: ClubTheme) => void> = { '/': paintFrameGreeting, '/profile': paintFrameProfileCard };
const openingPath = window.location.pathname.replace(/(.)\/$/, '$1');
const paintFrame = framePainters[openingPath];
// A remote's first screen already in the HTML stays on screen until the remote renders its own.
keepHtmlFirstScreen(openingPath);
if (paintFrame) {
  void sessionCheck.then((answer) => {
    if (answer.status === 'signedIn') paintFrame(answer.user, answer.theme);
  });
}
// Any page but sign-in needs the portal: fetch it alongside the bootstrap, not after it.
// A sign-in page needs its screen instead (bootstrap.tsx imports the same chunk).
// Same for the dashboard's own chunk when the address is the dashboard (most visits start there).
// A remote's page also needs the club's remotes and that remote: asked now too.
if (!signInKindForPath(window.location.pathname)) {
  void preloadOpeningPage(window.location.pathname);
  void import(/* webpackChunkName: "portal" */ './app/mount-portal').catch(() => undefined);
  if (window.location.pathname === '/') void import(/* webpackChunkName: "dashboard" */ './features/dashboard/dashboard-page').catch(() => undefined);
} else void import(/* webpackChunkName: "sign-in" */ './features/sign-in/startup-sign-in').catch(() => undefined);
// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
