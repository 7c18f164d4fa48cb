// mf-account end to end: profile, children, guardian profile, posts (no internet needed: the
// club map's tiles may fail, the page still shows the address).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, GUARDIAN, MEMBER } from '../support/demo-users';
import { expectPageContent } from '../support/page-content';
import { signInAs } from '../support/sign-in';


async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expectPageContent(page);
}

test('a member edits their mobile and sees it after reload', async ({ page }) => {
  await signInAs(page, MEMBER);
  await open(page, '/profile', 'My Profile');
  const mobile = page.getByRole('textbox', { name: /^Mobile/ });
  await expect(mobile).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toHaveAttribute('readonly', '');
  const value = `04${String(Date.now()).slice(-8)}`;
  await mobile.fill(value);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Nice job, you profile has now been updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Mobile/ })).toHaveValue(value);
});

test('a member adds, edits and deletes a child', async ({ page }) => {
  await signInAs(page, MEMBER);
  await open(page, '/children', 'My Children');
  await expect(page.getByRole('article', { name: 'Ella Morgan' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Child Details' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please check data entered and try again.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^First Name/ }).fill('Milo');
  await dialog.getByRole('textbox', { name: /^Last Name/ }).fill('E2e');
  await dialog.getByRole('combobox', { name: /^Gender/ }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Date of Birth/ }).fill('03/05/2020');
  await dialog.getByRole('textbox', { name: /^Notes/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nice job, we have added your child.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Milo E2e' });
  await expect(card.getByText('Date of Birth: 03/05/2020')).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: /^Notes/ }).fill('Likes trains');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nice job, we have updated your child data.')).toBeVisible();
  await expect(card.getByText('Notes: Likes trains')).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, we have successfully remove child data.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Milo E2e' })).toHaveCount(0);
});

test('the guardian edits their profile', async ({ page }) => {
  await signInAs(page, GUARDIAN);
  await open(page, '/profile-student-guardian', 'My Profile');
  const contact = page.getByRole('textbox', { name: /^Contact Number/ });
  await expect(contact).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly', '');
  await contact.fill('0499 123 456');
  await page.getByRole('textbox', { name: 'Suburb' }).fill('Manly');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Nice job, you profile has now been updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Contact Number/ })).toHaveValue('0499 123 456');
  await expect(page.getByRole('textbox', { name: 'Suburb' })).toHaveValue('Manly');
});

test('club info shows the address even without map tiles', async ({ page }) => {
  // No tile server, on any machine: the map stays grey, its tile images hidden for good.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAs(page, MEMBER);
  const info = (await (await page.request.get('/api/v1/club/info')).json()).payload as { address: string; email: string };
  await page.goto('/clubinfo');
  await expect(page.getByRole('heading', { name: 'Club Info', level: 1 })).toBeVisible();
  // The map first (its lazy chunk may arrive before or after the details): with its hidden tiles
  // in the page, the page still counts as loaded and the address is there to read.
  await expect(page.getByRole('region', { name: 'Club location map' })).toBeVisible();
  await expectPageContent(page);
  await expect(page.getByText(info.address)).toBeVisible();
  await expect(page.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);
});

test('a saved post with a <script> shows no script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInAs(page, ADMIN);
  await open(page, '/posts', 'Posts');
  const title = `E2E post ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('button', { name: 'HTML source' }).click();
  await page
    .getByRole('textbox', { name: 'HTML source code' })
    .fill('<p>Hello <strong>members</strong></p><script>window.__pwned = true; alert("x")</script><img src="x" onerror="window.__pwned=true">');
  await page.getByRole('button', { name: 'Submit' }).click();
  const post = page.getByRole('article', { name: title });
  await expect(post.getByText('members')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  const html = await page.getByRole('article', { name: title }).getByTestId('post-content').innerHTML();
  expect(html).not.toMatch(/<script|onerror/i);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
