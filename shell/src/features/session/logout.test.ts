import { mockApi, presetSession } from '@portal/shared/test-utils';
import { sessionStore } from '@portal/shared/core';
import { logout } from './logout';


test('logout clears the session store and everything the member left in the tab', async () => {
  mockApi({ 'POST /auth/logout': {} });
  presetSession({ user: { memberNumber: '100001', fullName: 'Alex Morgan' }, voucherCode: 'WELCOME10' });
  sessionStorage.setItem('portal.pendingPtBooking', JSON.stringify({ userId: '100001' }));
  const navigate = jest.fn();
  await logout(navigate);
  expect(navigate).toHaveBeenCalledWith('/login');
  expect(sessionStore.getState().user).toBeNull();
  expect(sessionStore.getState().voucherCode).toBeFalsy();
  const left = JSON.stringify({ ...sessionStorage });
  expect(left).not.toContain('100001');
  expect(left).not.toContain('WELCOME10');
});
