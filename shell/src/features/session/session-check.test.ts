import { apiFailure, mockApi, networkFailure, type MockApi } from '@portal/shared/test-utils';
import { checkSession, startSessionCheck, takeSessionCheck } from './session-check';

const ME = { userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs', userType: 1 };
const THEME = { clubName: 'Demo Club', flags: {} };

describe('session check', () => {
  let api: MockApi;

  it('answers the user and the theme when signed in', async () => {
    api = mockApi({ 'GET /auth/me': ME, 'GET /club/theme': THEME });
    await expect(checkSession()).resolves.toEqual({ status: 'signedIn', user: ME, theme: THEME });
  });

  it('a 401 means signed out', async () => {
    api = mockApi({
      'GET /auth/me': apiFailure(401, 'Please sign in to continue.'),
      'GET /club/theme': apiFailure(401, ''),
    });
    await expect(checkSession()).resolves.toEqual({ status: 'signedOut' });
  });

  it('no answer or a server failure means unreachable', async () => {
    api = mockApi({ 'GET /auth/me': networkFailure(), 'GET /club/theme': THEME });
    await expect(checkSession()).resolves.toEqual({ status: 'unreachable' });
    api.restore();
    api = mockApi({ 'GET /auth/me': apiFailure(503, 'down'), 'GET /club/theme': THEME });
    await expect(checkSession()).resolves.toEqual({ status: 'unreachable' });
  });

  it('hands the started check over once', async () => {
    api = mockApi({ 'GET /auth/me': ME, 'GET /club/theme': THEME });
    const started = startSessionCheck();
    expect(startSessionCheck()).toBe(started);
    expect(takeSessionCheck()).toBe(started);
    expect(takeSessionCheck()).toBeUndefined();
    await started;
  });
});
