// The signed-in layout's frame that each signed-in route's HTML holds: before any script
// has run, the page's breadcrumbs and title show exactly where the layout then renders them, on a
// phone and on a desktop; the route's own content follows without the title repeated.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { GUARDIAN, MEMBER, PARENT } from '../support/demo-users';
import { expectPageContent } from '../support/page-content';
import { signInAs } from '../support/sign-in';

const PAGES = [
  { path: '/', title: 'Dashboard', user: MEMBER },
  { path: '/classbooking', title: 'Book a Class', user: MEMBER },
  { path: '/shop', title: 'Shop', user: MEMBER },
  { path: '/student-list', title: 'Student List', user: GUARDIAN },
];
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)]));
};

/** The page's title and breadcrumbs: text and place. */
async function header(page: Page) {
  const title = page.getByRole('heading', { level: 1 });
  const crumbs = page.getByLabel('Breadcrumb');
  return { title: await title.innerText(), titleBox: await boxOf(title), crumbs: (await crumbs.innerText()).replace(/\s+/g, ' '), crumbsBox: await boxOf(crumbs) };
}

async function signedInContext(browser: Browser, user: string, viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  const signIn = await browser.newContext({ viewport });
  const page = await signIn.newPage();
  await signInAs(page, user);
  const storageState = await signIn.storageState();
  await signIn.close();
  return browser.newContext({ viewport, javaScriptEnabled, storageState });
}

for (const screen of SCREENS) {
  test(`on a ${screen.name}, the HTML's frame shows each page's title where the layout renders it`, async ({ browser }) => {
    // Two sign-ins and eight page loads, half of them the whole portal: beyond a minute on a busy machine.
    test.setTimeout(150_000);
    for (const user of [MEMBER, GUARDIAN]) {
      const frameOnly = await signedInContext(browser, user, screen.viewport, false);
      const portal = await browser.newContext({ viewport: screen.viewport, storageState: await frameOnly.storageState() });
      for (const p of PAGES.filter((x) => x.user === user)) {
        const framePage = await frameOnly.newPage();
        await framePage.goto(p.path);
        const frame = await header(framePage);
        expect(frame.title).toBe(p.title);
        expect(frame.crumbs).toBe(p.path === '/' ? 'Home' : `Home › ${p.title}`);
        expect(await framePage.title()).toBe(`${p.title} - Member Portal`);

        const page = await portal.newPage();
        await page.goto(p.path);
        await expectPageContent(page);
        expect({ path: p.path, ...(await header(page)) }).toEqual({ path: p.path, ...frame });
        // The page's title is said once.
        await expect(page.getByRole('heading', { name: p.title, exact: true })).toHaveCount(1);
        await framePage.close();
        await page.close();
      }
      await frameOnly.close();
      await portal.close();
    }
  });
}

test("the dashboard's greeting paints into the frame from the start-up session check, where React then renders it", async ({ browser }) => {
  for (const screen of SCREENS) {
    const context = await signedInContext(browser, MEMBER, screen.viewport, true);
    // Only the entry script runs (its session check and the greeting): the portal itself never loads.
    const startOnly = await context.newPage();
    await startOnly.route(/\/(?!main\.)[^/]+\.js$/, (route) => route.abort());
    await startOnly.goto('/');
    const greeting = startOnly.locator('.portal-frame').getByRole('heading', { level: 2 });
    await expect(greeting).toHaveText('Hello, Alex Morgan');
    await expect(startOnly.locator('.portal-frame').getByText('Demo Fitness Club')).toBeVisible();
    const framed = await boxOf(greeting);

    const page = await context.newPage();
    await page.goto('/');
    const rendered = page.getByRole('heading', { name: 'Hello, Alex Morgan', level: 2 });
    await expect(rendered).toBeVisible();
    await expect(page.locator('.portal-frame')).toHaveCount(0);
    expect({ screen: screen.name, box: await boxOf(rendered) }).toEqual({ screen: screen.name, box: framed });
    await context.close();
  }
});

test("/profile: the HTML frame holds the member card, the entry script puts the member in it, mf-account renders it in the same place", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const screen of SCREENS) {
    const frameOnly = await signedInContext(browser, MEMBER, screen.viewport, false);
    const framePage = await frameOnly.newPage();
    await framePage.goto('/profile');
    const framedPicture = framePage.locator('.portal-frame').getByRole('img', { name: 'Profile picture' });
    await expect(framedPicture).toBeVisible();
    const framed = await boxOf(framedPicture);

    const context = await browser.newContext({ viewport: screen.viewport, storageState: await frameOnly.storageState() });
    // Only the entry script runs (its session check fills the card in): the portal itself never loads.
    const startOnly = await context.newPage();
    await startOnly.route(/\/(?!main\.)[^/]+\.js$/, (route) => route.abort());
    await startOnly.goto('/profile');
    await expect(startOnly.locator('.portal-frame .portal-profile-card__name')).toHaveText('Alex Morgan');
    await expect(startOnly.locator('.portal-frame .portal-profile-card__email')).toHaveText('member@demo.club');
    expect(await boxOf(startOnly.locator('.portal-frame').getByRole('img', { name: 'Profile picture' }))).toEqual(framed);

    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expect(page.locator('.portal-frame')).toHaveCount(0);
    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveCount(1);
    expect({ screen: screen.name, box: await boxOf(picture) }).toEqual({ screen: screen.name, box: framed });
    await frameOnly.close();
    await context.close();
  }
});

test("a guardian's /profile frame loses the member card once the session check answers", async ({ browser }) => {
  const context = await signedInContext(browser, GUARDIAN, { width: 390, height: 844 }, true);
  const startOnly = await context.newPage();
  await startOnly.route(/\/(?!main\.)[^/]+\.js$/, (route) => route.abort());
  await startOnly.goto('/profile');
  await expect(startOnly.locator('.portal-frame')).toBeVisible();
  await expect(startOnly.locator('.portal-profile-card')).toHaveCount(0);
  await context.close();
});

// A remote's declared first screen (its src/first-screens.ts): in the HTML under the title, then
// the page's own element in the very same place, said once (the page's largest text paints with the HTML).
const FIRST_SCREENS = [
  { path: '/household', user: PARENT, heading: null, ready: (page: Page) => page.getByRole('region', { name: 'Kai Hale' }) },
  { path: '/privacy', user: MEMBER, heading: 'Download my data', ready: (page: Page) => page.getByRole('button', { name: 'Delete my account' }) },
  { path: '/current-bookings', user: MEMBER, heading: null, ready: (page: Page) => page.getByLabel('Calendar feed (private)') },
];

for (const p of FIRST_SCREENS) {
  test(`${p.path}: the HTML frame paints the page's first screen where the page then renders it, once`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const screen of SCREENS) {
      const frameOnly = await signedInContext(browser, p.user, screen.viewport, false);
      const framePage = await frameOnly.newPage();
      await framePage.goto(p.path);
      const framedIntro = framePage.locator('.portal-frame .portal-first-screen p');
      await expect(framedIntro).toBeVisible();
      const intro = await framedIntro.innerText();
      const framed = { intro: await boxOf(framedIntro), heading: p.heading ? await boxOf(framePage.getByRole('heading', { name: p.heading, level: 3 })) : null };

      const portal = await browser.newContext({ viewport: screen.viewport, storageState: await frameOnly.storageState() });
      const page = await portal.newPage();
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      await expect(page.locator('.portal-frame')).toHaveCount(0);
      const renderedIntro = page.getByText(intro, { exact: true });
      await expect(renderedIntro).toHaveCount(1);
      const rendered = { intro: await boxOf(renderedIntro), heading: p.heading ? await boxOf(page.getByRole('heading', { name: p.heading, level: 3 })) : null };
      expect({ screen: screen.name, ...rendered }).toEqual({ screen: screen.name, ...framed });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (p.heading) await expect(page.getByRole('heading', { name: p.heading })).toHaveCount(1);
      await frameOnly.close();
      await portal.close();
    }
  });
}

test('a route with parameters and an unknown address keep the frameless page', async ({ browser }) => {
  const context = await signedInContext(browser, MEMBER, { width: 390, height: 844 }, false);
  const page = await context.newPage();
  for (const path of ['/shopping-cart/12', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('#root')).toBeEmpty();
  }
  await context.close();
});
