// test-utils first: it polyfills what react-router needs in jsdom.
import { act, mockApi, renderWithProviders, screen, type MockApi } from '@portal/shared/test-utils';
import { bus } from '@portal/shared/core';
import { CartIcon } from './cart-icon';
import { SwimBell } from './swim-bell';

let api: MockApi;

describe('header badges on sign-in and reload', () => {
  it('the cart badge reads the cart as soon as the session is known, without waiting for cart:changed', async () => {
    api = mockApi({ 'GET /shop/cart/:n/:t': [{ itemQuantity: 2 }, { itemQuantity: 1 }] });
    renderWithProviders(<CartIcon />, { session: { user: { memberNumber: 'M0001', userType: 1 } } });
    expect(await screen.findByRole('link', { name: 'Shopping cart, 3 items' })).toBeInTheDocument();
    expect(api.callsTo('GET /shop/cart/:n/:t')[0]?.params).toEqual({ n: 'M0001', t: '1' });
  });

  it('the swim bell reads the dues on any page, then follows swim:outstanding', async () => {
    api = mockApi({
      'GET /swim/outstanding': [
        { studentName: 'Mia', studentNumber: 'S1', outstandingAmount: 45, posTrasanctionId: 9 },
        { studentName: 'Leo', studentNumber: 'S2', outstandingAmount: 10, posTrasanctionId: 10 },
      ],
    });
    renderWithProviders(<SwimBell />, { session: { user: { userType: 5 } }, route: '/profile-student-guardian' });
    expect(await screen.findByRole('button', { name: 'My Notifications, 2 students due for payment' })).toBeInTheDocument();
    act(() => bus.emit('swim:outstanding', { students: [{ studentName: 'Mia', outstandingAmount: 45, posTrasanctionId: 9 }] }));
    expect(await screen.findByRole('button', { name: 'My Notifications, 1 student due for payment' })).toBeInTheDocument();
  });
});
