// Members come over with their data. Done when: an ADMIN imports a realistic export (messy rows
// included) in /club/import, sees each bad row named, imports the rest, invites them; an imported
// member chooses a password through the e-mailed link, signs in and finds the file's membership
// and next debit; the same file again imports the same rows; the club's export downloads as a zip.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/demo-users';
import { importMembers, MESSY_ROW_PROBLEMS } from '../support/member-import';
import { signInAs } from '../support/sign-in';

const RUN = Date.now().toString(36);
const AVERY = `avery.${RUN}@example.com`;
const HEADER = 'Member ID,First Name,Last Name,Email,Mobile Phone,Birth Date,Membership,Start Date,Next Debit Date,Next Debit Amount,Sessions Left,Parent ID';
const FILE = [
  HEADER,
  `E${RUN}1,Avery,Imported,${AVERY},0412 345 678,14/03/1988,12 Month Direct Debit,01/02/2025,15/12/2030,$29.95,,`,
  `E${RUN}2,Blake,Packer,blake.${RUN}@example.com,,1990-07-01,10 Visit Pass,2026-10-01,,,7,`,
  `E${RUN}3,Kit,Imported,,,05/05/2019,,,,,,E${RUN}1`,
  `E${RUN}4,,Nameless,nameless.${RUN}@example.com,,,,,,,,`,
  `E${RUN}5,Bad,Mail,not-an-address,,,,,,,,`,
  `E${RUN}6,No,Such Day,nosuchday.${RUN}@example.com,,31/02/1990,,,,,,`,
  `E${RUN}7,Same,Mail,${AVERY.toUpperCase()},,,,,,,,`,
  `E${RUN}8,Gold,Plus,gold.${RUN}@example.com,,,Gold Plus Platinum,01/01/2025,,,,`,
].join('\r\n');

const importFile = (page: Page) =>
  importMembers(page, FILE, { summary: '8 rows: 3 ready to import, 5 with problems', problems: MESSY_ROW_PROBLEMS, imported: 3 });

test('an ADMIN imports a messy export, invites the members, and one signs in to the file’s membership', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/club/import');
  await importFile(admin);

  // The same file again: the same rows, found by their old ids.
  await importFile(admin);

  // Invitations go from the job table; the link lets Avery choose a password.
  await admin.getByLabel('How many').fill('5');
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  let body = '';
  await expect(async () => {
    const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(AVERY)}`);
    body = ((await res.json()).payload as { body: string }[])[0]?.body ?? '';
    expect(body).toContain('reset-password?token=');
  }).toPass({ timeout: 30_000 });
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(body)![0]);

  // The club's export downloads as a zip.
  const exported = await admin.request.get('/api/v1/club-console/export');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toBe('application/zip');
  expect((await exported.body()).subarray(0, 2).toString()).toBe('PK');
  await adminContext.close();

  const member = await browser.newPage();
  await member.goto(`${link.pathname}${link.search}`);
  await member.getByLabel('New Password').fill('avery-imported-passphrase');
  await member.getByLabel('Confirm Password').fill('avery-imported-passphrase');
  await member.getByRole('button', { name: 'Save' }).click();
  await expect(member.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await signInAs(member, AVERY, { password: 'avery-imported-passphrase' });
  await member.goto('/membership');
  await expect(member.getByText('12 Month Direct Debit').first()).toBeVisible();
  await expect(member.getByText(/29\.95/).first()).toBeVisible();
});
