// test-utils first: it polyfills what react-router needs in jsdom.
import { act, apiSuccess, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { MENU_FLAGS } from '../test-fixtures/access-fixtures';
import { AppLayout } from './app-layout';

jest.mock('../federation/federation-runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(async () => undefined) }));

// jsdom has no media queries: jest.setup.dom.ts's stub answers "no match" (a phone) to every one.
const { matchMedia } = window;
const setScreenWidth = (desktop: boolean) => {
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: desktop })) as typeof window.matchMedia;
};
afterEach(() => {
  window.matchMedia = matchMedia;
});

function renderLayout(route = '/profile') {
  // The header's bell and cart ask for their counts.
  mockApi({
    'GET /notifications/unread-count': apiSuccess({ count: 0 }),
    'GET /shop/cart/*': apiSuccess({ items: [] }),
    'GET *': apiSuccess(null),
  });
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/profile" element={<p>Profile page</p>} />
        <Route path="/shop" element={<p>Shop page</p>} />
      </Route>
    </Routes>,
    { route, session: { user: { userType: 1 }, theme: { flags: MENU_FLAGS } } },
  );
}

describe('AppLayout', () => {
  it('on a phone renders the side menu\'s entries when the burger first opens it', async () => {
    setScreenWidth(false);
    renderLayout();
    expect(screen.getByText('Profile page')).toBeInTheDocument();
    // Off screen until opened: nothing of it rendered with the page.
    // Inside act: the header's counts answer meanwhile, and their updates belong to the test.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('navigation', { name: 'Side menu', hidden: true })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Toggle side menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    await waitFor(() => expect(menu.querySelector('a[href="/profile"]')).toHaveAttribute('aria-current', 'page'));
    expect(menu.closest('[inert]')).toBeNull();

    // Closed again, it stays rendered but out of reach of Tab.
    await userEvent.click(screen.getByRole('button', { name: 'Toggle side menu' }));
    await waitFor(() => expect(menu.closest('[inert]')).not.toBeNull());
  });

  it('on a phone opens the side menu on a page that has none beside it (the shop)', async () => {
    setScreenWidth(false);
    renderLayout('/shop');
    expect(screen.getByText('Shop page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle side menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    await waitFor(() => expect(menu.querySelector('a[href="/shop"]')).not.toBeNull());
  });

  it('on a desktop leaves the side menu off a page that has none beside it', async () => {
    setScreenWidth(true);
    renderLayout('/shop');
    expect(screen.getByText('Shop page')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('navigation', { name: 'Side menu', hidden: true })).toBeNull();
  });

  it('on a desktop renders the side menu with the page', async () => {
    setScreenWidth(true);
    renderLayout();
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    await waitFor(() => expect(menu.querySelector('a[href="/profile"]')).not.toBeNull());
  });
});
