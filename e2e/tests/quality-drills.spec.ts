// Resilience drills: a remote's server down, and the API down. The outage is simulated
// in the browser (requests aborted) and then lifted, as when the server comes back.
import { expect, test } from '@playwright/test';
import { ADMIN, GUARDIAN, MEMBER, PARENT } from '../support/demo-users';
import { expectPageContent, REMOTE_UNAVAILABLE } from '../support/page-content';
import { signInAs } from '../support/sign-in';
import type { AccessRuleId } from '../../shell/src/routing/access-rules';
import { ROUTE_TABLE, type RemoteName } from '../../shell/src/routing/route-table';

const API_UNREACHABLE = /can.t reach the club right now/;
/** Public pages need the club they belong to. */
const PUBLIC_QUERY = '?accountId=DEMO01';

/**
 * Which demo user opens a page guarded by each rule; null is signed out, undefined nobody (there
 * is no demo admin). A Record, so a new rule does not compile until it is given a user here.
 */
const USER_FOR_RULE: Record<AccessRuleId, string | null | undefined> = {
  public: null,
  signInPage: null,
  signedIn: MEMBER,
  admin: undefined,
  profile: MEMBER,
  profileGuardian: GUARDIAN,
  children: MEMBER,
  privacy: MEMBER,
  clubinfo: MEMBER,
  contactClub: MEMBER,
  membership: MEMBER,
  subscription: MEMBER,
  suspendMember: MEMBER,
  paymentSetup: MEMBER,
  household: PARENT,
  classBooking: MEMBER,
  ptBooking: MEMBER,
  crecheBooking: MEMBER,
  myBookings: MEMBER,
  guardian: GUARDIAN,
  makeupCredits: GUARDIAN,
  payments: MEMBER,
  shop: MEMBER,
  clubConsole: ADMIN,
  clubAdmin: ADMIN,
};

interface RemotePage {
  remote: RemoteName;
  path: string;
  /** Who opens it; null when it is opened signed out. */
  user: string | null;
}

/** Pages of the route table a demo user can open without parameters, in table order. */
const openablePages: RemotePage[] = ROUTE_TABLE.flatMap((r) => {
  const user = USER_FOR_RULE[r.access];
  if (!r.remote || r.path.includes(':') || user === undefined) return [];
  return [{ remote: r.remote, path: r.layout === 'app' ? r.path : `${r.path}${PUBLIC_QUERY}`, user }];
});

// Every remote of the shell's route table with its first such page: a new remote gets its drill
// without touching this file.
const remotePages = openablePages.filter((p, i) => openablePages.findIndex((q) => q.remote === p.remote) === i);

/** The page's own content is on screen, not the fallback. */
const expectPageShown = expectPageContent;

test('the drills cover every remote of the route table', () => {
  const remotes = new Set(ROUTE_TABLE.flatMap((r) => (r.remote ? [r.remote] : [])));
  expect(remotePages.map((p) => p.remote).sort()).toEqual([...remotes].sort());
});

for (const down of remotePages) {
  test(`drill: ${down.remote} is down — fallback in its area, sign-in and other remotes work, back after Retry`, async ({ page }) => {
    const blocked = `**/remotes/${down.remote}/**`;
    await page.route(blocked, (route) => route.abort('connectionrefused'));
    // A page of another remote for the same user; for a signed-out page, one of the member's.
    // The club ADMIN is also a member of the club, so a member's page is theirs to open too.
    const sameUser = (user: string | null) => user === (down.user ?? MEMBER) || (down.user === ADMIN && user === MEMBER);
    const other = openablePages.find((p) => p.remote !== down.remote && sameUser(p.user));
    expect(other, `a page of another remote for ${down.user ?? 'a signed-in member'}`).toBeDefined();

    if (down.user) {
      // Signing in works while this remote is down (the shell owns the sign-in page).
      await signInAs(page, down.user);
      await page.goto(down.path);
      await expect(page.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
      // The layout (menus) stays, and another remote still opens.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.goto(other!.path);
      await expectPageShown(page);
    } else {
      await page.goto(down.path);
      await expect(page.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
      // Signing in and the signed-in remotes do not depend on this one.
      await signInAs(page, other!.user!);
      await page.goto(other!.path);
      await expectPageShown(page);
    }

    // The server comes back.
    await page.goto(down.path);
    await expect(page.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
    await page.unroute(blocked);
    // Retry fetches the remote again (its files answer now) and its page replaces the fallback.
    const fetched = page.waitForResponse((r) => r.url().includes(`/remotes/${down.remote}/`) && r.ok());
    await page.getByRole('button', { name: 'Retry' }).click();
    await fetched;
    await expectPageShown(page);
  });
}

test('drill: the sign-in page works while every remote is down', async ({ page }) => {
  await page.route('**/remotes/**', (route) => route.abort('connectionrefused'));
  await signInAs(page, MEMBER);
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});

test('drill: the API is down — a clear message, never a blank page, and back after Retry', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(API_UNREACHABLE)).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});
