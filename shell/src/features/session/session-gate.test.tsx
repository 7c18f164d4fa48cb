// test-utils first: it polyfills what react-router needs in jsdom.
import {
  apiFailure,
  mockApi,
  networkFailure,
  renderWithProviders,
  resetSession,
  screen,
  TEST_USER,
  userEvent,
} from '@portal/shared/test-utils';
import { sessionStore } from '@portal/shared';
import { API_UNREACHABLE, SessionGate } from './session-gate';

const ME = { ...TEST_USER, userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs' };

describe('SessionGate', () => {
  beforeEach(() => resetSession());

  it('restores the session from /auth/me and the theme', async () => {
    mockApi({ 'GET /auth/me': ME, 'GET /club/theme': { clubName: 'Demo Club', flags: {} } });
    renderWithProviders(<SessionGate>portal</SessionGate>);
    expect(await screen.findByText('portal')).toBeInTheDocument();
    expect(sessionStore.getState().user?.memberNumber).toBe('M100');
  });

  it('a 401 means signed out: the routes render (and show sign-in)', async () => {
    mockApi({
      'GET /auth/me': apiFailure(401, 'Please sign in to continue.'),
      'GET /club/theme': apiFailure(401, ''),
    });
    renderWithProviders(<SessionGate>portal</SessionGate>);
    expect(await screen.findByText('portal')).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('an unreachable API shows the full-page message with Retry', async () => {
    let down = true;
    mockApi({
      'GET /auth/me': () => (down ? networkFailure() : ME),
      'GET /club/theme': () => (down ? networkFailure() : { flags: {} }),
    });
    renderWithProviders(<SessionGate>portal</SessionGate>);
    expect(await screen.findByText(API_UNREACHABLE)).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('portal')).toBeInTheDocument();
  });
});
