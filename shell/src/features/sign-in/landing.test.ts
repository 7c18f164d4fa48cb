import { landingAfterSignIn } from './landing';

describe('landing after sign-in', () => {
  it('sends the club ADMIN and STAFF to the club console', () => {
    expect(landingAfterSignIn({ isResetPassword: false, kind: 'member', userType: 1, role: 'ADMIN' })).toBe('/club');
    expect(landingAfterSignIn({ isResetPassword: false, kind: 'member', userType: 1, role: 'STAFF' })).toBe('/club');
  });
  it('keeps members on the dashboard and honours the page they came from', () => {
    expect(landingAfterSignIn({ isResetPassword: false, kind: 'member', userType: 1, role: 'USER' })).toBe('/');
    expect(landingAfterSignIn({ isResetPassword: false, kind: 'member', userType: 1, role: 'ADMIN', from: '/club/desk' })).toBe('/club/desk');
    expect(landingAfterSignIn({ isResetPassword: true, kind: 'member', userType: 1, role: 'ADMIN' })).toBe('/changepassword');
  });
});
