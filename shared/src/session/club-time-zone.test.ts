import { act, renderHook } from '@testing-library/react';
import { TEST_USER } from '../test-utils/test-user';
import { useClubTimeZone, useClubToday } from './club-time-zone';
import { sessionStore } from './session-store';

// 03:00 UTC on 1 June 2026: 13:00 on 1 June in Sydney, 20:00 on 31 May in Los Angeles.
const INSTANT = new Date('2026-06-01T03:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: INSTANT });
  sessionStore.getState().signedOut();
});
afterEach(() => jest.useRealTimers());

test('today is the day in the signed-in club’s zone, whatever the device’s', () => {
  sessionStore.getState().signedIn(TEST_USER, { flags: {}, timeZone: 'America/Los_Angeles' });
  const { result } = renderHook(() => ({ zone: useClubTimeZone(), today: useClubToday() }));
  expect(result.current).toEqual({ zone: 'America/Los_Angeles', today: '2026-05-31' });
});

test('a change of the club’s zone re-renders with the new day', () => {
  sessionStore.getState().signedIn(TEST_USER, { flags: {}, timeZone: 'America/Los_Angeles' });
  const { result } = renderHook(() => useClubToday());
  act(() => sessionStore.getState().setTheme({ flags: {}, timeZone: 'Australia/Perth' }));
  expect(result.current).toBe('2026-06-01');
});

test('before the theme is known the default zone (Sydney) is the club’s', () => {
  const { result } = renderHook(() => useClubToday());
  expect(result.current).toBe('2026-06-01');
});
