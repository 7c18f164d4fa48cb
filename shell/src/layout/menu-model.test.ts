import { GUARDIAN_MENU_PAGES, GUARDIAN_USER as guardian, MEMBER_MENU_PAGES, MEMBER_USER as member, MENU_FLAGS as ALL_FLAGS } from '../test-fixtures/access-fixtures';
import { buildMenu, isHeaderItemActive, isSectionActive, isSideItemActive, visiblePages } from './menu-model';


describe('menu', () => {
  it('a member of a club with every flag on sees exactly the member pages', () => {
    expect(visiblePages({ user: member, theme: { flags: ALL_FLAGS } }).sort()).toEqual([...MEMBER_MENU_PAGES].sort());
  });

  it('a guardian sees the swim pages, guardian profile, shop and cart', () => {
    expect(visiblePages({ user: guardian, theme: { flags: {} } }).sort()).toEqual([...GUARDIAN_MENU_PAGES].sort());
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
