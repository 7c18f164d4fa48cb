import './fetch-polyfill';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { act, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryProvider } from '../query/query-provider';
import { sessionStore, type SessionState } from '../session/session-store';
import type { ClubTheme, SessionUser } from '../session/types';
import { TEST_USER } from './test-user';

export { TEST_USER } from './test-user';

export interface SessionPreset {
  user?: Partial<SessionUser> | null;
  theme?: ClubTheme | null;
  clientApiUrl?: string;
  voucherCode?: string | null;
  urlAfterLogout?: string | null;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial location of the MemoryRouter, e.g. '/children'. */
  route?: string;
  session?: SessionPreset;
  /** The query client the page reads (one a prefetch filled); a fresh one by default. */
  queryClient?: QueryClient;
}

/** Back to a signed-out store with the default API base, and no leftover toasts. */
export function resetSession(): void {
  // Wrapped in act: mounted components may be subscribed to the store and the toasts.
  act(() => {
    const state: SessionState = sessionStore.getState();
    state.signedOut();
    state.setUrlAfterLogout(null);
    if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
    notifications.clean();
  });
}

/** Presets the session store: a full user from TEST_USER plus overrides. */
export function presetSession(preset: SessionPreset): void {
  resetSession();
  const s = sessionStore.getState();
  if (preset.user) s.signedIn({ ...TEST_USER, ...preset.user }, preset.theme ?? null, preset.clientApiUrl);
  else {
    if (preset.theme) s.setTheme(preset.theme);
    if (preset.clientApiUrl) sessionStore.setState({ clientApiUrl: preset.clientApiUrl });
  }
  if (preset.voucherCode !== undefined) s.setVoucherCode(preset.voucherCode);
  if (preset.urlAfterLogout !== undefined) s.setUrlAfterLogout(preset.urlAfterLogout);
}

export function TestProviders({ children, route = '/', queryClient }: { children: ReactNode; route?: string; queryClient?: QueryClient }) {
  return (
    <MantineProvider env="test">
      <Notifications />
      {/* A fresh query client per render, retries off: a test's answers never leak into the next. */}
      <QueryProvider test client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryProvider>
    </MantineProvider>
  );
}

/** Renders inside MantineProvider (env="test": no transitions or portals), Notifications, a query client and a MemoryRouter. */
export function renderWithProviders(ui: ReactElement, { route = '/', session, queryClient, ...options }: RenderWithProvidersOptions = {}) {
  if (session) presetSession(session);
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders route={route} queryClient={queryClient}>
        {children}
      </TestProviders>
    ),
    ...options,
  });
}
