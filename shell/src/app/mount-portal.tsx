// Mantine's CSS is imported once, here; remotes rely on it (docs/spec/design.md §6).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../layout/layout.css';
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { sessionStore } from '@portal/shared/core';
import { peekSessionCheck, takeSessionCheck } from '../features/session/session-check';
import { bindOfflineCardToSession } from '../features/session/offline-card-binding';
import { App } from './app';
import { preloadRoute } from './routes';

/**
 * The signed-in user of the start-up session check (index.ts started it), put in the store before
 * the first render: the portal then renders once for that user, instead of rendering "loading" and
 * again for the user, the second time synchronously (a store update). A signed-out or unreachable
 * answer stays for the session gate, which shows sign-in or the connection message as before.
 */
async function adoptStartupSession(): Promise<void> {
  if (sessionStore.getState().user) return;
  const answer = await peekSessionCheck();
  if (answer?.status !== 'signedIn' || sessionStore.getState().user) return;
  takeSessionCheck();
  sessionStore.getState().signedIn(answer.user, answer.theme, sessionStore.getState().clientApiUrl);
}

/** Renders the whole portal (providers, router, layout, remotes) into the page's root. */
export async function mountPortal(root: Root): Promise<void> {
  preloadRoute(window.location.pathname);
  await adoptStartupSession();
  // From now on a 401 on any request (or Logout) takes the saved member card with the session.
  bindOfflineCardToSession();
  // A transition: React renders the portal in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that blocks input while a phone's CPU works through it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
