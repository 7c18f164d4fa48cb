// A club opens its doors, from an empty production database (no DEMO_MODE): create-club prints the
// ADMIN's link; the ADMIN chooses a password, sets up a direct-debit membership type with an
// add-on and a promo code, a product, a weekly class (naming the club's first class type) and a
// trainer with hours, and invites a STAFF user (the invitation sent again: only the new link works)
// who signs in to the desk; then a visitor joins
// online with that membership type (add-on and promo code on the quote), books the class, books
// the trainer and buys the product. The ADMIN corrects the club's time zone before the first class
// and finds it fixed after. Nothing but the console and the portal's own pages is used.
import { expect, test, type Page } from '@playwright/test';
import { bookClass } from '../support/book-class';
import { fillCardFrame } from '../support/card';
import { clubDate } from '../support/club-calendar';
import { fillDateField } from '../support/date-field';
import { choosePassword, createClub, lastMailTo, saveInDialog } from '../support/production-club';
import { buyFromShop } from '../support/shop';
import { signIn, signInAs } from '../support/sign-in';
import { signInDialog } from '../support/signature';

/** Opens the console page's `tab` and its "New <thing>" dialog. */
async function openNewInTab(page: Page, tab: string, thing: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `New ${thing}` }).click();
  return page.getByRole('dialog');
}

/** Creates a <thing> on the console page's `tab`: its dialog's textboxes filled (label, value), saved, and the page says so. */
async function createInTab(page: Page, tab: string, thing: string, textboxes: Array<[string | RegExp, string]>) {
  const dialog = await openNewInTab(page, tab, thing);
  for (const [label, value] of textboxes) await dialog.getByRole('textbox', { name: label }).fill(value);
  await saveInDialog(page, `Save ${thing}`, `The ${thing} was created.`);
}

test('create-club, the ADMIN sets the club up in the console, STAFF reaches the desk, a visitor joins, books and buys', async ({ page, browser }) => {
  // ---- create-club, as the runbook says (with pnpm's `--`) ----
  const { accountId, adminLink } = createClub('Harbour Swim & Gym', 'it@harbour.example');

  // ---- the ADMIN ----
  await choosePassword(page, adminLink, 'harbour-admin-2026');
  await signIn(page, 'it@harbour.example', { password: 'harbour-admin-2026' });
  await expect(page).toHaveURL(/\/club$/);
  const checklist = page.getByRole('list', { name: 'Set-up checklist' });
  await expect(checklist.getByRole('link', { name: 'Create a membership type sold online' })).toBeVisible();

  await checklist.getByRole('link', { name: 'Create a membership type sold online' }).click();
  await expect(page).toHaveURL(/\/club\/memberships$/);
  await createInTab(page, 'Add-ons', 'add-on', [[/Name/, 'Locker Hire'], ['Price', '25']]);

  const type = await openNewInTab(page, 'Membership types', 'membership type');
  await type.getByRole('textbox', { name: /Name/ }).fill('Harbour Direct Debit');
  await type.getByRole('textbox', { name: 'What it includes' }).fill('Gym floor, pool and every group class.');
  // A price of -1 is refused on its field before anything is sent.
  await type.getByRole('textbox', { name: 'Regular payment' }).fill('-1');
  await type.getByRole('button', { name: 'Save membership type' }).click();
  await expect(type.getByText('Enter an amount from $0.00 to $100,000.00.')).toBeVisible();
  await type.getByRole('textbox', { name: 'Regular payment' }).fill('34.95');
  await type.getByRole('textbox', { name: 'Joining fee' }).fill('49');
  await type.getByRole('checkbox', { name: 'Locker Hire' }).check();
  await saveInDialog(page, 'Save membership type', 'The membership type was created.');
  await expect(page.getByRole('cell', { name: 'Harbour Direct Debit' })).toBeVisible();

  await createInTab(page, 'Promo codes', 'promo code', [[/Code/, 'OPENING20'], ['Percent', '20']]);

  await page.goto('/club/shop');
  await createInTab(page, 'Categories', 'category', [[/Name/, 'Drinks']]);
  await createInTab(page, 'Products', 'product', [[/Name/, 'Cold Water'], ['Price', '3.50'], ['Stock', '20']]);

  // ---- the club's time zone, corrected while nothing is dated in it (Melbourne keeps Sydney's offsets) ----
  await page.goto('/club/details');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Australia/Sydney');
  await zone.fill('Australia/Melb');
  await page.getByRole('option', { name: 'Australia/Melbourne' }).click();
  await page.getByRole('button', { name: 'Save club details' }).click();
  await expect(page.getByText('Club details saved. Members see them on Club Info at their next visit.')).toBeVisible();

  // ---- a weekly class, with the club's first class type ----
  await page.goto('/club/timetable');
  await page.getByRole('button', { name: 'New class series' }).click();
  const series = page.getByRole('form', { name: 'New class series' });
  await series.getByLabel('New class type').fill('Group Fitness');
  await series.getByRole('button', { name: 'Add type' }).click();
  await expect(series.getByRole('combobox', { name: /Class type/ }).locator('option:checked')).toHaveText('Group Fitness');
  await series.getByLabel(/Class name/).fill('Harbour HIIT');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await series.getByLabel(day, { exact: true }).check();
  await series.getByLabel(/Start time/).fill('07:05');
  await series.getByLabel('Instructor').fill('Kai Lee');
  await series.getByLabel('Room').fill('Studio 1');
  await series.getByRole('button', { name: 'Add to timetable' }).click();
  await expect(page.getByText('Harbour HIIT is on the timetable.')).toBeVisible();
  // Its sessions are dated in Melbourne time: the zone is fixed from now on, and the page says why.
  await page.goto('/club/details');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Melbourne');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
  await expect(page.getByText('The time zone can no longer be changed: the club has sessions or bookings, and their times were set in this zone.')).toBeVisible();

  // ---- a personal trainer with hours every day ----
  await page.goto('/club/trainers');
  await page.getByRole('button', { name: 'New trainer' }).click();
  const trainer = page.getByRole('form', { name: 'New trainer' });
  await trainer.getByRole('textbox', { name: /^Name/ }).fill('Sam Coach');
  await trainer.getByRole('button', { name: 'Add trainer' }).click();
  await expect(page.getByText('Sam Coach added.')).toBeVisible();
  await page.getByRole('table', { name: 'Trainers' }).getByRole('row', { name: /Sam Coach/ }).getByRole('button', { name: 'Hours and absences' }).click();
  const hours = page.getByRole('form', { name: 'Add hours' });
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await hours.getByLabel('Day').selectOption({ label: day });
    await hours.getByLabel('From').fill('06:00');
    await hours.getByLabel('To').fill('20:00');
    await hours.getByRole('button', { name: 'Add hours' }).click();
    await expect(page.getByRole('table', { name: 'Hours of Sam Coach' }).getByRole('row', { name: new RegExp(day) })).toBeVisible();
  }

  // Members search PT by session type: the club's first one, open to members.
  const sessionType = page.getByRole('form', { name: 'New session type' });
  await sessionType.getByLabel('Session type').fill('Personal Training');
  await sessionType.getByLabel('Durations (minutes)').fill('30, 60');
  await sessionType.getByLabel('Price ($)').fill('80');
  await sessionType.getByRole('button', { name: 'Add session type' }).click();
  await expect(page.getByRole('table', { name: 'PT session types' }).getByRole('row', { name: /Personal Training/ })).toBeVisible();

  // ---- a STAFF user, invited by e-mail ----
  await page.goto('/club/staff');
  await page.getByRole('textbox', { name: /E-mail/ }).fill('desk@harbour.example');
  await page.getByRole('textbox', { name: /Name/ }).fill('Robin Desk');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(/desk@harbour.example is invited/)).toBeVisible();
  // The first e-mail went astray: the ADMIN sends the invitation again, and only the new link works.
  const lostLink = /(http\S+reset-password\?token=\S+)/.exec(lastMailTo('desk@harbour.example'))![1]!;
  await page.getByRole('button', { name: 'Send the invitation to desk@harbour.example again' }).click();
  await expect(page.getByText(/A new link is on its way to desk@harbour.example/)).toBeVisible();
  const staffLink = /(http\S+reset-password\?token=\S+)/.exec(lastMailTo('desk@harbour.example'))![1]!;
  expect(staffLink).not.toBe(lostLink);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(new URL(lostLink).pathname + new URL(lostLink).search);
  await staff.getByLabel('New Password').fill('harbour-desk-2026');
  await staff.getByLabel('Confirm Password').fill('harbour-desk-2026');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('This reset link has expired or was already used.')).toBeVisible();
  await choosePassword(staff, staffLink, 'harbour-desk-2026');
  await signInAs(staff, 'desk@harbour.example', { password: 'harbour-desk-2026' });
  await staff.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Today at the Desk/ }).click();
  await expect(staff).toHaveURL(/\/club\/desk$/);
  await expect(staff.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Memberships and Promotions/ })).toHaveCount(0);
  await staffContext.close();

  // ---- a visitor joins online with that membership type ----
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const email = `joiner.${Date.now()}@example.com`;
  await visitor.goto(`/onlineoffers?accountId=${accountId}`);
  await visitor.getByRole('button', { name: 'Choose Harbour Direct Debit' }).click();
  await visitor.getByRole('checkbox', { name: /Locker Hire/ }).check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('First name').fill('Jo');
  await visitor.getByLabel('Last name').fill('Harbour');
  await visitor.getByLabel('Date of birth').fill('05/05/1990');
  await visitor.getByLabel('Date of birth').press('Tab');
  await visitor.getByRole('combobox', { name: 'Gender' }).click();
  await visitor.getByRole('option', { name: 'Female' }).click();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Mobile').fill('0400 123 987');
  await visitor.getByLabel('Choose a password').fill('joiner1234');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByLabel('Verification code')).toBeVisible();
  const code = /(\d{6})/.exec(lastMailTo(email))![1]!;
  await visitor.getByLabel('Verification code').fill(code);
  await visitor.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(visitor.getByText('Pre-activity questionnaire')).toBeVisible();
  for (const group of await visitor.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'No' }).check();
  await visitor.getByRole('button', { name: 'Next' }).click();

  await visitor.getByLabel('Promo code').fill('OPENING20');
  await visitor.getByRole('button', { name: 'Apply Promo Code' }).click();
  await expect(visitor.getByText('Promo code not valid')).toHaveCount(0);
  const fees = visitor.getByRole('table', { name: 'Fee breakdown' });
  // The add-on is on the quote as an extra, the promo code as its discount.
  await expect(fees.getByRole('row', { name: /Extras/ })).toContainText('$25.00');
  await expect(fees.getByRole('row', { name: /Discount \(OPENING20\)/ })).toBeVisible();
  await fillCardFrame(visitor, { name: 'Jo Harbour' });
  await expect(visitor.getByText(/Card 424242/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('button', { name: 'Agree and sign' }).click();
  await signInDialog(visitor);
  await expect(visitor.getByRole('heading', { name: 'Welcome!' })).toBeVisible({ timeout: 30_000 });

  // ---- books the class and the trainer ----
  await signInAs(visitor, email, { password: 'joiner1234' });
  await bookClass(visitor, 'Harbour HIIT', clubDate(2), '07:05');

  await visitor.goto('/ptbooking');
  await fillDateField(visitor, 'Date', clubDate(3));
  await visitor.getByRole('button', { name: 'Find Trainer' }).click();
  await visitor.getByLabel('Sam Coach').getByRole('button', { name: 'View Available Times' }).click();
  await visitor.getByRole('button', { name: 'Book 10:00' }).click();
  await expect(visitor.getByText('Nice job, see you in the gym.').first()).toBeVisible();
  await visitor.goto('/current-bookings');
  await expect(visitor.locator('[aria-label^="Harbour HIIT"]')).toBeVisible();
  await expect(visitor.getByText('Sam Coach')).toBeVisible();

  // ---- and buys the product ----
  await buyFromShop(visitor, 'Cold Water');
  await fillCardFrame(visitor, { name: 'Jo Harbour', cvv: '913' });
  await expect(visitor.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Process Payment' }).click();
  await expect(visitor.getByText('Transaction Successful.  Please go to the club to collect it (if applicable).')).toBeVisible();
  await visitorContext.close();

  // The ADMIN's checklist now has the membership type and the product done.
  await page.goto('/club');
  await expect(checklist.getByText('Done.').first()).toBeVisible();
});
