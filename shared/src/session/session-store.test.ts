import { act, renderHook } from '@testing-library/react';
import {
  DEFAULT_CLIENT_API_URL,
  SESSION_STORAGE_KEY,
  isGuardian,
  isMember,
  isProspect,
  sessionStore,
  useSession,
} from './session-store';
import type { SessionUser } from './types';
import { TEST_USER } from '../test-utils/test-user';

const user: SessionUser = { ...TEST_USER, userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs', clubId: 3, accountId: 'A9' };

beforeEach(() => {
  sessionStore.getState().signedOut();
  sessionStore.getState().setUrlAfterLogout(null);
  sessionStorage.clear();
});

describe('session store', () => {
  it('starts signed out with the default API URL', () => {
    const s = sessionStore.getState();
    expect(s.user).toBeNull();
    expect(s.clientApiUrl).toBe(DEFAULT_CLIENT_API_URL);
    expect(s.memberNumber).toBeNull();
  });

  it('signs in and derives member number, club and user type', () => {
    sessionStore.getState().signedIn(user, { flags: { shop: true } }, '/club/api/v1');
    const s = sessionStore.getState();
    expect(s.memberNumber).toBe('M100');
    expect(s.clubId).toBe(3);
    expect(s.userType).toBe(1);
    expect(s.accountId).toBe('A9');
    expect(s.clientApiUrl).toBe('/club/api/v1');
    expect(s.theme?.flags.shop).toBe(true);
  });

  it('persists only the session-stored items to sessionStorage', () => {
    sessionStore.getState().signedIn(user, { flags: {} });
    sessionStore.getState().setVoucherCode('SAVE10');
    sessionStore.getState().setUrlAfterLogout('https://club.example/bye');
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({
      clientApiUrl: '/api/v1',
      accountId: 'A9',
      voucherCode: 'SAVE10',
      urlAfterLogout: 'https://club.example/bye',
    });
    expect(stored.state.user).toBeUndefined();
  });

  it('signs out but keeps urlAfterLogout for the logout redirect', () => {
    sessionStore.getState().signedIn(user, null);
    sessionStore.getState().setUrlAfterLogout('/bye');
    sessionStore.getState().signedOut();
    const s = sessionStore.getState();
    expect(s.user).toBeNull();
    expect(s.memberNumber).toBeNull();
    expect(s.urlAfterLogout).toBe('/bye');
  });

  it('re-renders hook users on change', () => {
    const { result } = renderHook(() => useSession((s) => s.user?.fullName ?? 'nobody'));
    expect(result.current).toBe('nobody');
    act(() => sessionStore.getState().signedIn(user, null));
    expect(result.current).toBe('Jo Bloggs');
  });

  it('classifies user kinds', () => {
    expect(isGuardian({ userType: 5 })).toBe(true);
    expect(isProspect({ userType: 6 })).toBe(true);
    expect(isMember({ userType: 1 })).toBe(true);
    expect(isMember({ userType: 5 })).toBe(false);
    expect(isMember(null)).toBe(false);
  });
});
