import type { Root } from 'react-dom/client';
import { sessionStore } from '@portal/shared/core';
import { apiFailure, mockApi } from '@portal/shared/test-utils';
import { startSessionCheck, takeSessionCheck } from '../api/startup-data';
import { mountPortal } from './mount-portal';

// The portal itself is not under test here: what the store holds when the first render is asked for.
jest.mock('./app', () => ({ App: () => null }));
jest.mock('./routes', () => ({ preloadRoute: jest.fn() }));

const ME = { userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs', userType: 1 };
const THEME = { clubName: 'Demo Club', flags: {} };

function fakeRoot() {
  const seen: Array<string | undefined> = [];
  const root = { render: jest.fn(() => seen.push(sessionStore.getState().user?.fullName)) } as unknown as Root;
  return { root, seen };
}

describe('mountPortal', () => {
  afterEach(() => {
    takeSessionCheck();
    sessionStore.getState().signedOut();
  });

  it('renders once, for the user the start-up check signed in (no "loading" render first)', async () => {
    const api = mockApi({ 'GET /auth/me': ME, 'GET /club/theme': THEME });
    void startSessionCheck();
    const { root, seen } = fakeRoot();
    await mountPortal(root);
    expect(seen).toEqual(['Jo Bloggs']);
    expect(sessionStore.getState().theme).toEqual(THEME);
    // The answer is used up: a later restore (Retry) asks the server again.
    expect(takeSessionCheck()).toBeUndefined();
    api.restore();
  });

  it('leaves a signed-out answer for the session gate, and the store empty', async () => {
    const api = mockApi({ 'GET /auth/me': apiFailure(401, ''), 'GET /club/theme': apiFailure(401, '') });
    const started = startSessionCheck();
    const { root, seen } = fakeRoot();
    await mountPortal(root);
    expect(seen).toEqual([undefined]);
    expect(takeSessionCheck()).toBe(started);
    api.restore();
  });

  it('keeps the user a sign-in just put in the store, whatever the start-up check said', async () => {
    const api = mockApi({ 'GET /auth/me': apiFailure(401, ''), 'GET /club/theme': apiFailure(401, '') });
    void startSessionCheck();
    sessionStore.getState().signedIn({ ...ME, fullName: 'Signed In Now' } as never, null);
    const { root, seen } = fakeRoot();
    await mountPortal(root);
    expect(seen).toEqual(['Signed In Now']);
    api.restore();
  });
});
