// Phones (390 x 844, touch; the `phone` project): no page needs sideways scrolling, and the main
// flows reach every primary button: sign in, book a class and cancel it, change membership up to
// the signature, shop to checkout, swim pay. The flows leave the demo data as they found it (the
// project shares the default project's portal), so the membership change stops at the signature
// and the swim payment at its Pay button.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillCardFrame } from '../support/card';
import { ddmmyyyy as typed, firstClubDay as firstDay } from '../support/club-calendar';
import { GUARDIAN, MEMBER, RENEW } from '../support/demo-users';
import { emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';
import { closeOutstandingList } from '../support/swim';
import { expectPageOpened } from '../support/page-content';

/**
 * What a thumb would have to swipe sideways to see: the page wider than the screen, and any
 * visible scroll container (a table's ScrollArea, an overflow-x box) whose content is wider than
 * itself, so a wide table in a box that fits the screen is caught too. Empty when nothing.
 */
async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) found.push(`page width ${scrollWidth} > screen ${window.innerWidth}`);
    for (const el of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      const named = el.closest('[aria-label]')?.getAttribute('aria-label') ?? el.tagName.toLowerCase();
      found.push(`"${named}" scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    return found;
  });
}

/** The page, once loaded, is no wider than the screen, and nothing in it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect(page.getByText(/please wait/i)).toHaveCount(0);
  expect(await sidewaysScrolling(page), what).toEqual([]);
}

/** Wholly inside the screen, so a thumb can reach it without scrolling sideways or zooming. */
async function expectOnScreen(page: Page, target: Locator) {
  // Visible and still first, then scrolled to the middle as a thumb would: "if needed" alone leaves a
  // target whose edge sits a fraction of a pixel past the fold where it is.
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = (await target.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
  // Nothing (a fixed footer, another layer) lies over it.
  const cover = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at && (at === el || el.contains(at)) ? '' : (at?.outerHTML.slice(0, 200) ?? 'nothing');
  });
  expect(cover, 'nothing covers it').toBe('');
}

const MEMBER_ROUTES = [
  '/', '/profile', '/children', '/clubinfo', '/membership', '/subscription', '/suspendmember', '/payment-setup',
  '/classbooking', '/ptbooking', '/crechebooking', '/current-bookings', '/past-bookings', '/shop', '/shopping-cart',
];
const GUARDIAN_ROUTES = ['/student-class-booking', '/makeup-credits', '/student-list', '/students', '/student-classes', '/profile-student-guardian'];
const PUBLIC_ROUTES = ['/login', '/groupfitness', '/onlineoffers', '/prospect-inquiry', '/book-my-visit', '/refer-a-friend'];

test('no page needs sideways scrolling', async ({ page }) => {
  // Every public, member and guardian route in turn, with two sign-ins: longer than one flow.
  test.setTimeout(180_000);
  const wide: string[] = [];
  const check = async (route: string) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/please wait/i)).toHaveCount(0);
    for (const what of await sidewaysScrolling(page)) wide.push(`${route}: ${what}`);
  };
  for (const route of PUBLIC_ROUTES) await check(route);
  await signInAs(page, MEMBER);
  for (const route of MEMBER_ROUTES) await check(route);
  // No fixed footer keeps a strip of the phone's screen over the page: it ends the page instead.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  expect(await footer.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  await page.context().clearCookies();
  await signInAs(page, GUARDIAN);
  for (const route of GUARDIAN_ROUTES) await check(route);
  expect(wide, 'pages, or boxes in them, wider than the 390 px screen').toEqual([]);
});

test('the burger opens the side menu, and its entry leads to the page', async ({ page }) => {
  await signInAs(page, MEMBER);
  // Off screen, and not rendered, until the burger opens it: no hidden links to Tab through.
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle side menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const profile = menu.getByRole('link', { name: 'My Profile' });
  await expectOnScreen(page, profile);
  await profile.click();
  await expectPageOpened(page, 'My Profile');
  // A navigation closes it.
  await expect(profile).not.toBeInViewport();

  // The shop has no side menu beside it on a desktop; on a phone the burger still opens it.
  await page.goto('/shop');
  await expectPageOpened(page, 'Shop');
  await page.getByRole('button', { name: 'Toggle side menu' }).click();
  await expectOnScreen(page, menu.getByRole('link', { name: 'My Profile' }));
});

test('sign in, book a class and cancel it', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/classbooking');
  await expectPageOpened(page, 'Book a Class');
  const date = page.getByRole('textbox', { name: 'Date' });
  await date.fill(typed(firstDay(3, [2, 4])));
  await date.press('Tab');
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0);
  const search = page.getByRole('button', { name: 'Search Class' });
  await expectOnScreen(page, search);
  await search.click();
  const card = page.getByLabel('HIIT Blast').first();
  const book = card.getByRole('button', { name: 'Book Now' });
  await expectOnScreen(page, book);
  await book.click();
  await expect(page.getByText('You have succesfully booked to class.').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/classbooking with results');

  await page.goto('/current-bookings');
  const booking = page.locator('[aria-label^="HIIT Blast"]').first();
  await expect(booking).toBeVisible();
  await expectNoSidewaysScroll(page, '/current-bookings');
  const cancel = booking.getByRole('button', { name: 'Cancel' });
  await expectOnScreen(page, cancel);
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expectOnScreen(page, dialog.getByRole('button', { name: 'Yes' }));
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Booking has been cancelled.').first()).toBeVisible();
});

test('change membership up to the signature: the card frame, Next and the signature pad fit', async ({ page }) => {
  await signInAs(page, RENEW);
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Change Current Membership' }).click();
  await expect(page.getByText("Let's get started, choose the best option for you!")).toBeVisible();
  const choose = page.getByRole('button', { name: 'Choose 12 Months Paid in Full' });
  await expectOnScreen(page, choose);
  await choose.click();
  const chooser = page.getByRole('dialog', { name: 'Would you like something extra?' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: 'No Thanks' }).click();

  const frame = page.locator('iframe[title="Card details"]');
  await expect(frame).toBeVisible();
  const frameBox = (await frame.boundingBox())!;
  expect(frameBox.width, 'the card frame fits the screen').toBeLessThanOrEqual(390);
  expect(frameBox.height, 'the card frame leaves room for the buttons').toBeLessThan(844);
  await fillCardFrame(page, { name: 'Riley Renew' });
  await expect(page.getByText(/Card 424242######4242/)).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expectOnScreen(page, next);
  await next.click();
  const agree = page.getByRole('button', { name: 'I Agree to terms and conditions' });
  await expectOnScreen(page, agree);
  await agree.click();

  const pad = page.getByRole('dialog').filter({ has: page.locator('canvas') });
  await expect(pad).toBeVisible();
  const canvas = (await pad.locator('canvas').boundingBox())!;
  const dialogBox = (await pad.boundingBox())!;
  expect(canvas.x).toBeGreaterThanOrEqual(dialogBox.x);
  expect(canvas.x + canvas.width, 'the signature pad fits its dialog').toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
  await expectOnScreen(page, pad.getByRole('button', { name: 'Confirm & Continue' }));
  // Stop here: signing would change the membership the default project's tests start from.
  await pad.getByRole('button', { name: 'Cancel' }).click();
  await expect(pad).toBeHidden();
});

test('shop to checkout: categories, "Add to cart", the cart as a list, the card frame', async ({ page }) => {
  await signInAs(page, MEMBER);
  await emptyCart(page);
  await page.goto('/shop');
  await expectPageOpened(page, 'Shop');
  await expectNoSidewaysScroll(page, '/shop');
  // Below 600 px the category list is still reachable.
  const categories = page.getByRole('combobox', { name: 'Category' });
  await expectOnScreen(page, categories);
  const add = page.getByRole('button', { name: 'Add Club T-Shirt to cart' });
  const label = await add.evaluate((b) => (b as HTMLElement).innerText);
  expect(label.replace(/\s+/g, ' ').trim()).toBe('Add Club T-Shirt to cart');
  await expectOnScreen(page, add);
  await add.click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();

  await page.goto('/shopping-cart');
  await expectPageOpened(page, 'Shopping Cart');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Club T-Shirt' })).toBeVisible();
  await expectOnScreen(page, page.getByRole('button', { name: 'One more Club T-Shirt' }));
  await expectNoSidewaysScroll(page, '/shopping-cart');
  const proceed = page.getByRole('link', { name: 'Proceed to Payment' });
  await expectOnScreen(page, proceed);
  await proceed.click();
  await expect(page.getByRole('heading', { name: 'Enter your Payment Details' })).toBeVisible();
  const frameBox = (await page.locator('iframe[title="Card details"]').boundingBox())!;
  expect(frameBox.width).toBeLessThanOrEqual(390);
  expect(frameBox.height).toBeLessThan(844);
  await fillCardFrame(page, { name: 'Jo Bloggs' });
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/shopping-checkout');
  const processPayment = page.getByRole('button', { name: 'Process Payment' });
  await expectOnScreen(page, processPayment);
  await processPayment.click();
  await expect(page.getByText(/Thank you|successful/i).first()).toBeVisible();
});

test('swim pay: the payment dialog fits and its Pay button is in view', async ({ page }) => {
  await signInAs(page, GUARDIAN);
  const list = page.getByRole('dialog', { name: 'Student/s with outstanding balance' });
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: /^Pay for / }).first().click();
  const pay = page.getByRole('dialog', { name: 'Please enter payment details' });
  await expect(pay).toBeVisible();
  await fillCardFrame(page, { name: 'Jess Waters' });
  await expect(pay.getByText(/Card 424242######4242 captured/)).toBeVisible();
  const payButton = pay.getByRole('button', { name: 'Pay' });
  await expect(payButton).toBeEnabled();
  await expectOnScreen(page, payButton);
  const box = (await pay.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Not paid: the default project's swim tests pay this balance.
  await pay.getByRole('button', { name: 'Cancel' }).click();
  await expect(pay).toBeHidden();
});

test("swim lessons: each upcoming lesson's time and Cancel are in reach without swiping sideways", async ({ page }) => {
  await signInAs(page, GUARDIAN);
  await closeOutstandingList(page);
  const lessons = page.getByRole('region', { name: 'Upcoming lessons' });
  const cancel = lessons.getByRole('button', { name: /^Cancel / }).first();
  await expect(cancel).toBeVisible();
  await expectNoSidewaysScroll(page, '/student-class-booking');
  await expectOnScreen(page, cancel);
  // The whole time is shown, not cut ("4:0… PM").
  await expect(lessons.getByText(/\d{1,2}:\d{2} [AP]M/).first()).toBeVisible();
  // Only checked, not pressed: the default project's swim tests cancel a lesson.
});
