// test-utils first: it polyfills what react-router needs in jsdom.
import { renderWithProviders, screen, within } from '@portal/shared/test-utils';
import { SideMenu } from './side-menu';
import { useMenu } from './use-menu';
import { GUARDIAN_MENU_PAGES, MEMBER_MENU_PAGES, MENU_FLAGS as ALL_FLAGS } from '../test-fixtures/access-fixtures';

jest.mock('../federation/federation-runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(async () => undefined) }));


function Menu() {
  return <SideMenu sections={useMenu()} minimised={false} />;
}

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Side menu' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .sort();

describe('SideMenu', () => {
  it('a member with every flag on sees the member entries', () => {
    renderWithProviders(<Menu />, {
      session: { user: { userType: 1 }, theme: { flags: ALL_FLAGS } },
      route: '/profile',
    });
    expect(linkNames()).toEqual([...MEMBER_MENU_PAGES].sort());
    expect(screen.getByRole('link', { name: /My Profile/ })).toHaveAttribute('aria-current', 'page');
  });

  it('a guardian sees the swim entries, guardian profile and shop, not member pages', () => {
    renderWithProviders(<Menu />, {
      session: { user: { userType: 5, hasMakeUpCredits: true }, theme: { flags: ALL_FLAGS } },
    });
    expect(linkNames()).toEqual([...GUARDIAN_MENU_PAGES].sort());
  });

  it('a member of a club with the flags off sees only home, profile, children and payments', () => {
    renderWithProviders(<Menu />, { session: { user: { userType: 1 }, theme: { flags: {} } } });
    expect(linkNames()).toEqual(['/', '/children', '/payments', '/profile']);
  });
});
