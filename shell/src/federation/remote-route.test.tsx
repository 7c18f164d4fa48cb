// test-utils first: it polyfills what react-router needs in jsdom.
import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { clearAllRemoteRoutes } from './load-remote-routes';
import { REMOTE_UNAVAILABLE } from './remote-error-boundary';
import { profileCardHtml } from '@portal/shared/profile-card';
import { resetStartupData } from '../api/startup-data';
import { keepFrameFirstScreen } from '../ui/frame-first-screen';
import { resetRemoteRegistry } from './remote-registry';
import { preloadRemote, RemoteRoute } from './remote-route';

const loadRemote = jest.fn();
const registerRemotes = jest.fn(async (..._args: unknown[]) => undefined);
jest.mock('./federation-runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const REMOTES = [
  { name: 'mf-account', scope: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
  { name: 'mf-shop', scope: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' },
];

const renderRoute = (path: string, remote: 'mf-account' | 'mf-bookings' | 'mf-shop', at = path) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={<RemoteRoute remote={remote} path={path} />} />
    </Routes>,
    { route: at, session: { user: { userId: 1 } } },
  );

describe('RemoteRoute', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockReset();
    registerRemotes.mockReset().mockResolvedValue(undefined);
    resetRemoteRegistry();
    resetStartupData();
    clearAllRemoteRoutes();
    mockApi({ 'GET /portal/remotes': REMOTES });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('preloads a remote page: the route list and, when its element can, the page chunk of that path only', async () => {
    const preloadProfile = jest.fn(() => Promise.resolve());
    const preloadChildren = jest.fn(() => Promise.resolve());
    const ProfilePage = Object.assign(() => <p>Profile page</p>, { preload: preloadProfile });
    const ChildrenPage = Object.assign(() => <p>Children page</p>, { preload: preloadChildren });
    loadRemote.mockResolvedValue({
      default: [
        { path: '/children', element: <ChildrenPage /> },
        { path: '/profile', element: <ProfilePage /> },
      ],
    });
    preloadRemote('mf-account', 1, '/profile');
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(loadRemote).toHaveBeenCalledWith('mf_account/routes');
    expect(preloadProfile).toHaveBeenCalledTimes(1);
    expect(preloadChildren).not.toHaveBeenCalled();
    // The page then uses the same route list (no second load).
    renderRoute('/profile', 'mf-account');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('registers the club remotes and renders the route object with the same path', async () => {
    loadRemote.mockResolvedValue({
      default: [
        { path: '/children', element: <p>Children page</p> },
        { path: '/profile', element: <p>Profile page</p> },
      ],
    });
    renderRoute('/profile', 'mf-account');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
        { name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_account/routes');
  });

  it("/profile keeps the member's card the HTML frame painted while mf-account loads, other pages show the loader", async () => {
    let release: (routes: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((r) => (release = r)));
    const holder = document.createElement('div');
    holder.innerHTML = profileCardHtml({ avatarSrc: '/a.png', name: 'Alex Morgan', email: 'member@demo.club' });
    keepFrameFirstScreen('/profile', holder.firstElementChild as HTMLElement);
    renderWithProviders(
      <Routes>
        <Route path="/profile" element={<RemoteRoute remote="mf-account" path="/profile" />} />
      </Routes>,
      { route: '/profile', session: { user: { userId: 1, fullName: 'Alex Morgan', email: 'member@demo.club', userType: 1 } } },
    );
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('member@demo.club')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/a.png');
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    release({ default: [{ path: '/profile', element: <p>Profile page</p> }] });
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(screen.queryByText('Alex Morgan')).not.toBeInTheDocument();

    loadRemote.mockReturnValue(new Promise(() => undefined));
    renderRoute('/shop', 'mf-shop');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it('shows the fallback when loading throws twice, and Retry loads the remote again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    loadRemote.mockRejectedValueOnce(new Error('still offline'));
    loadRemote.mockResolvedValueOnce({ default: [{ path: '/shop', element: <p>Shop page</p> }] });
    renderRoute('/shop', 'mf-shop');
    expect(await screen.findByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Shop page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(3);
    // Retry, too, reads the remote afresh.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' }],
      { force: true },
    );
  });

  it("a page chunk of a replaced build fails: the remote's manifest is read again and the page loads, with no fallback", async () => {
    // The routes this tab loaded before the remote was redeployed: its page chunk is gone.
    const stalePage = () => {
      throw Object.assign(new Error('Loading chunk 112 failed.'), { name: 'ChunkLoadError' });
    };
    loadRemote.mockResolvedValueOnce({ default: [{ path: '/shopping-cart', Component: stalePage }] });
    loadRemote.mockResolvedValueOnce({ default: [{ path: '/shopping-cart', element: <p>Cart page</p> }] });
    renderRoute('/shopping-cart', 'mf-shop');
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE)).not.toBeInTheDocument();
    // Registered again with force, so the MF runtime drops the old container and manifest.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a remote the club does not enable shows the 404 page', async () => {
    renderRoute('/classbooking', 'mf-bookings');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
