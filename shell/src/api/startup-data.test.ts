import { apiFailure, mockApi, networkFailure, type MockApi } from '@portal/shared/test-utils';
import { checkSession, clubRemotes, recheckClubSettings, resetStartupData, startSessionCheck, takeSessionCheck } from './startup-data';

const ME = { userId: 7, memberNumber: 'M100', fullName: 'Jo Bloggs', userType: 1 };
const THEME = { clubName: 'Demo Club', flags: {} };

describe('session check', () => {
  let api: MockApi;

  it('answers the user and the theme when signed in', async () => {
    api = mockApi({ 'GET /auth/me': ME, 'GET /club/theme': THEME });
    await expect(checkSession()).resolves.toEqual({ status: 'signedIn', user: ME, theme: THEME });
  });

  it('a 401 means signed out', async () => {
    api = mockApi({
      'GET /auth/me': apiFailure(401, 'Please sign in to continue.'),
      'GET /club/theme': apiFailure(401, ''),
    });
    await expect(checkSession()).resolves.toEqual({ status: 'signedOut' });
  });

  it('no answer or a server failure means unreachable', async () => {
    api = mockApi({ 'GET /auth/me': networkFailure(), 'GET /club/theme': THEME });
    await expect(checkSession()).resolves.toEqual({ status: 'unreachable' });
    api.restore();
    api = mockApi({ 'GET /auth/me': apiFailure(503, 'down'), 'GET /club/theme': THEME });
    await expect(checkSession()).resolves.toEqual({ status: 'unreachable' });
  });

  it('hands the started check over once', async () => {
    api = mockApi({ 'GET /auth/me': ME, 'GET /club/theme': THEME });
    const started = startSessionCheck();
    expect(startSessionCheck()).toBe(started);
    expect(takeSessionCheck()).toBe(started);
    expect(takeSessionCheck()).toBeUndefined();
    await started;
  });
});

describe("the club's remotes", () => {
  const ACCOUNT = { name: 'mf-account', scope: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' };
  const SHOP = { name: 'mf-shop', scope: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' };
  /** The server's /portal/remotes with its ETag: 304 when If-None-Match names the current version. */
  function clubServer() {
    const club = { version: '"v1"', list: [ACCOUNT], theme: THEME };
    const requests: Array<{ path: string; ifNoneMatch: string | null }> = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
      requests.push({ path, ifNoneMatch });
      if (path.endsWith('/club/theme')) return Response.json({ statusCode: 200, payload: club.theme, errors: { message: '' } });
      if (ifNoneMatch === club.version) return new Response(null, { status: 304, headers: { ETag: club.version } });
      return Response.json({ statusCode: 200, payload: club.list, errors: { message: '' } }, { headers: { ETag: club.version } });
    }) as typeof fetch;
    return { club, requests, restore: () => (globalThis.fetch = original) };
  }
  let server: ReturnType<typeof clubServer>;
  beforeEach(() => {
    resetStartupData();
    server = clubServer();
  });
  afterEach(() => server.restore());

  it('reads once per session and re-checks with the version it holds', async () => {
    await expect(clubRemotes('user-7')).resolves.toMatchObject({ list: [ACCOUNT], version: '"v1"' });
    await clubRemotes('user-7');
    // The list just answered is the watcher's first answer: nothing more is asked.
    await expect(recheckClubSettings('user-7')).resolves.toBeNull();
    expect(server.requests).toHaveLength(1);

    // Unchanged: an empty 304, nothing replaced.
    await expect(recheckClubSettings('user-7')).resolves.toBeNull();
    expect(server.requests.at(-1)).toEqual({ path: '/api/v1/portal/remotes', ifNoneMatch: '"v1"' });

    // The club switched mf-shop on: the new list replaces the cached one and the theme is read again.
    server.club.version = '"v2"';
    server.club.list = [ACCOUNT, SHOP];
    await expect(recheckClubSettings('user-7')).resolves.toEqual(THEME);
    await expect(clubRemotes('user-7')).resolves.toMatchObject({ list: [ACCOUNT, SHOP], version: '"v2"' });
    expect(server.requests.filter((r) => r.path.endsWith('/portal/remotes'))).toHaveLength(3);
  });

  it('after a sign-in, the next click re-checks the list the first check read', async () => {
    await clubRemotes('anonymous');
    // The first check of the signed-in session reads its list (another session's was cached).
    await expect(recheckClubSettings('user-7')).resolves.toBeNull();
    expect(server.requests).toHaveLength(2);
    // The club switches mf-shop on: the member's next click sees it.
    server.club.version = '"v2"';
    server.club.list = [ACCOUNT, SHOP];
    await expect(recheckClubSettings('user-7')).resolves.toEqual(THEME);
    await expect(clubRemotes('user-7')).resolves.toMatchObject({ list: [ACCOUNT, SHOP], version: '"v2"' });
  });

  it("asks again for another session's list", async () => {
    await clubRemotes('anonymous');
    await clubRemotes('user-7');
    expect(server.requests).toHaveLength(2);
  });
});
