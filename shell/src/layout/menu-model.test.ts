import type { AccessUser } from '../routing/access-rules';
import { buildMenu, isHeaderItemActive, isSectionActive, isSideItemActive, visiblePages } from './menu-model';

const ALL_FLAGS = {
  bookClass: true,
  myBooking: true,
  myMembership: true,
  showMembership: true,
  bookPT: true,
  contactClub: true,
  social: true,
  creche: true,
  shop: true,
  showExtras: true,
  allowMemberSuspension: true,
};
const member: AccessUser = { userType: 1, role: 'USER', hasMakeUpCredits: false };
const guardian: AccessUser = { userType: 5, role: 'USER', hasMakeUpCredits: true };

describe('menu', () => {
  it('a member of a club with every flag on sees exactly the member pages', () => {
    expect(visiblePages({ user: member, theme: { flags: ALL_FLAGS } }).sort()).toEqual(
      [
        '/',
        '/classbooking',
        '/ptbooking',
        '/crechebooking',
        '/current-bookings',
        '/past-bookings',
        '/membership',
        '/subscription',
        '/suspendmember',
        '/profile',
        '/children',
        '/clubinfo',
        '/socialExternalRedirect',
        '/shop',
        '/shopping-cart',
        '/orders',
        '/payments',
      ].sort(),
    );
  });

  it('a guardian sees the swim pages, guardian profile, shop and cart', () => {
    expect(visiblePages({ user: guardian, theme: { flags: {} } }).sort()).toEqual(
      [
        '/',
        '/student-class-booking',
        '/makeup-credits',
        '/student-list',
        '/students',
        '/student-classes',
        '/profile-student-guardian',
        '/shop',
        '/shopping-cart',
        '/orders',
        '/payments',
      ].sort(),
    );
  });

  it('a guardian without make-up credits does not see them', () => {
    expect(visiblePages({ user: { ...guardian, hasMakeUpCredits: false }, theme: { flags: {} } })).not.toContain(
      '/makeup-credits',
    );
  });

  it('a member of a club with the flags off sees only home, profile, children and payments', () => {
    expect(visiblePages({ user: member, theme: { flags: {} } }).sort()).toEqual(['/', '/children', '/payments', '/profile']);
  });

  it('groups entries into sections and drops empty sections', () => {
    const sections = buildMenu({ user: member, theme: { flags: {} } });
    expect(sections.map((s) => s.group)).toEqual(['home', 'account']);
  });

  it('applies the active rules', () => {
    expect(isHeaderItemActive('/shop', '/shop')).toBe(true);
    expect(isHeaderItemActive('/shop', '/shopping-cart')).toBe(false);
    expect(isSideItemActive('/shopping-cart', '/shopping-cart/12')).toBe(true);
    expect(isSideItemActive('/', '/shop')).toBe(false);
    expect(isSideItemActive('/', '/')).toBe(true);
    const bookings = buildMenu({ user: member, theme: { flags: ALL_FLAGS } }).find((s) => s.group === 'bookings')!;
    expect(isSectionActive(bookings, '/past-bookings')).toBe(true);
    expect(isSectionActive(bookings, '/profile')).toBe(false);
  });
});
