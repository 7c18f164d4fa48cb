// Mantine's CSS is imported once, here; remotes rely on it (docs/spec/design.md §6).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../layout/layout.css';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './routes';

/** Renders the whole portal (providers, router, layout, remotes) into the page's root. */
export function mountPortal(root: Root) {
  preloadRoute(window.location.pathname);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
