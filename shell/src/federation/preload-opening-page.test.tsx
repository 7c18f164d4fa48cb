import type { ReactElement } from 'react';
import { apiFailure, mockApi, type MockApi } from '@portal/shared/test-utils';
import { queryClient } from '../app/query-client';
import { recheckClubSettings, resetStartupData, startClubRemotes } from '../api/startup-data';
import { clearAllRemoteRoutes } from './load-remote-routes';
import { preloadOpeningPage } from './preload-opening-page';
import { ensureRemotes, resetRemoteRegistry } from './remote-registry';

const loadRemote = jest.fn();
const registerRemotes = jest.fn(async (..._args: unknown[]) => undefined);
const startFederation = jest.fn();
const loadShare = jest.fn((..._args: unknown[]) => Promise.resolve(() => ({})));
jest.mock('./federation-runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadShare: (...args: unknown[]) => loadShare(...args),
  startFederation: () => startFederation(),
}));

const ME = { userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs', userType: 1 };
const THEME = { clubName: 'Demo Club', flags: {} };
const REMOTES = [
  { name: 'mf-account', scope: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
  { name: 'mf-swim', scope: 'mf_swim', entry: '/remotes/mf-swim/mf-manifest.json' },
];

/** A lazyPage stand-in: its preload is the spy the test reads. */
function lazyPageSpy(name: string) {
  const preload = jest.fn(() => Promise.resolve());
  return { preload, Page: Object.assign(() => <p>{name}</p>, { preload }) };
}

const signedInMember = () => mockApi({ 'GET /auth/me': ME, 'GET /club/theme': THEME, 'GET /portal/remotes': REMOTES });
const remoteRoutes = (routes: Array<{ path: string; element: ReactElement }>) => loadRemote.mockResolvedValue({ default: routes });

describe('the opening page, asked for from the entry chunk', () => {
  let api: MockApi;
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset().mockResolvedValue(undefined);
    loadShare.mockClear();
    startFederation.mockClear();
    resetStartupData();
    resetRemoteRegistry();
    clearAllRemoteRoutes();
  });
  afterEach(() => api.restore());

  it("fetches a signed-in remote page's remote and chunk at once, and the registry then asks nothing", async () => {
    api = signedInMember();
    const profile = lazyPageSpy('Profile');
    const children = lazyPageSpy('Children');
    remoteRoutes([
      { path: '/children', element: <children.Page /> },
      { path: '/profile', element: <profile.Page /> },
    ]);

    const opening = preloadOpeningPage('/profile');
    // The MF runtime's chunk is asked for at once, beside the remotes' list, not after it.
    expect(startFederation).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalled();
    await opening;

    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
        { name: 'mf_swim', entry: '/remotes/mf-swim/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_account/routes');
    expect(loadShare.mock.calls).toEqual([['@mantine/core'], ['@portal/shared']]);
    expect(profile.preload).toHaveBeenCalledTimes(1);
    // With what the page's data prefetch needs: the portal's query client and the member.
    expect(profile.preload).toHaveBeenCalledWith({ queryClient, user: ME });
    expect(children.preload).not.toHaveBeenCalled();
    // The portal's registry takes the same answer for the same user: one request in all.
    const known = await ensureRemotes('user-7');
    expect([...known.keys()]).toEqual(['mf-account', 'mf-swim']);
    expect(api.callsTo('GET /portal/remotes')).toHaveLength(1);
  });

  it("starts each lazy page a wrapped element holds (mf-swim's balance gate and its page)", async () => {
    api = signedInMember();
    const gate = lazyPageSpy('Gate');
    const studentList = lazyPageSpy('Students');
    remoteRoutes([
      {
        path: '/student-list',
        element: (
          <>
            <gate.Page />
            <studentList.Page />
          </>
        ),
      },
    ]);

    await preloadOpeningPage('/student-list');

    expect(loadRemote).toHaveBeenCalledWith('mf_swim/routes');
    expect(gate.preload).toHaveBeenCalledTimes(1);
    expect(studentList.preload).toHaveBeenCalledTimes(1);
  });

  it('loads no remote for a signed-out visitor, and a later sign-in asks for its own list', async () => {
    api = mockApi({
      'GET /auth/me': apiFailure(401, 'Please sign in to continue.'),
      'GET /club/theme': apiFailure(401, ''),
      'GET /portal/remotes': [],
    });

    await preloadOpeningPage('/profile');

    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadShare).not.toHaveBeenCalled();
    api.restore();
    api = mockApi({ 'GET /portal/remotes': REMOTES });
    const known = await ensureRemotes('user-7');
    expect(known.has('mf-account')).toBe(true);
    expect(api.callsTo('GET /portal/remotes')).toHaveLength(1);
  });

  it("asks only for the list on a shell page; the watcher's first check takes it, another session's asks its own", async () => {
    api = signedInMember();

    await preloadOpeningPage('/');
    await startClubRemotes();

    expect(loadRemote).not.toHaveBeenCalled();
    // The dashboard never downloads the MF runtime.
    expect(startFederation).not.toHaveBeenCalled();
    expect(api.callsTo('GET /portal/remotes')).toHaveLength(1);
    await expect(recheckClubSettings('user-7')).resolves.toBeNull();
    expect(api.callsTo('GET /portal/remotes')).toHaveLength(1);
    await expect(recheckClubSettings('user-8')).resolves.toBeNull();
    expect(api.callsTo('GET /portal/remotes')).toHaveLength(2);
  });
});
