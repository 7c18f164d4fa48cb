// Members come over with their data, into an EMPTY club on the production database: create-club;
// the ADMIN sets up the two membership types the old system sold (a debit and a 10-visit pack) and
// a product; imports the old system's export (semicolons, a byte-order mark, CRLF, a quoted
// newline, a formula in a cell, and five bad rows) and sees each bad row named; imports the rest;
// imports the same file again and the club's export is unchanged; the export opens as CSV a
// spreadsheet reads safely; invites the members; two of them sign in and find the file's
// membership, next debit and pack balance; the ADMIN corrects one's surname and e-mail, and she
// signs in with the new address. One buys in the shop, downloads their data and deletes
// their account: when the grace period ends they cannot sign in, and the club's finance totals
// are what they were.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AdmZip from 'adm-zip';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { fillCardFrame } from '../support/card';
import { importMembers, MESSY_ROW_PROBLEMS } from '../support/member-import';
import { choosePassword, createClub, lastMailTo, psql, saveInDialog } from '../support/production-club';
import { buyFromShop } from '../support/shop';
import { signIn, signInAs } from '../support/sign-in';

const ADMIN_EMAIL = 'it@riverside.example';
const ADMIN_PASSWORD = 'riverside-admin-2026';
const AVERY = 'avery@riverside.example';
const BLAKE = 'blake@riverside.example';

// The old system's export as it came: a byte-order mark, semicolons, CRLF, an address over two
// lines (quoted), a member whose surname a spreadsheet would run as a formula, and bad rows.
const FILE =
  '\uFEFF' +
  [
    'Member ID;First Name;Last Name;Email;Mobile Phone;Birth Date;Address;Membership;Start Date;Next Debit Date;Next Debit Amount;Sessions Left;Parent ID',
    `R1;Avery;Imported;${AVERY};0412 345 678;14/03/1988;"12 River Rd\nUnit 3";Riverside Direct Debit;01/02/2025;15/12/2030;$29.95;;`,
    `R2;Blake;Packer;${BLAKE};;1990-07-01;;10 Visit Pass;2026-10-01;;;7;`,
    'R3;Kit;Imported;;;05/05/2019;;;;;;;R1',
    'R4;Dana;"=HYPERLINK(""http://evil.example"";""x"")";dana@riverside.example;;;;;;;;;',
    'R5;;Nameless;nameless@riverside.example;;;;;;;;;',
    'R6;Bad;Mail;not-an-address;;;;;;;;;',
    'R7;No;Such Day;nosuchday@riverside.example;;31/02/1990;;;;;;;',
    `R8;Same;Mail;${AVERY.toUpperCase()};;;;;;;;;`,
    'R9;Gold;Plus;gold@riverside.example;;;;Gold Plus Platinum;01/01/2025;;;;',
  ].join('\r\n');

async function importFile(page: Page) {
  await page.goto('/club/import');
  await importMembers(page, FILE, { summary: '9 rows: 4 ready to import, 5 with problems', problems: MESSY_ROW_PROBLEMS, imported: 4 });
}

/** The club's export as the ADMIN downloads it from the console: each CSV file's rows. */
async function downloadExport(page: Page): Promise<Map<string, Record<string, string>[]>> {
  await page.goto('/club/import');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download the club.s data/ }).click();
  const zip = new AdmZip(await readFile((await (await download).path())!));
  const tables = new Map<string, Record<string, string>[]>();
  for (const entry of zip.getEntries()) {
    if (!entry.entryName.endsWith('.csv')) continue;
    tables.set(entry.entryName.replace(/^.*\//, '').replace(/\.csv$/, ''), parse(entry.getData(), { columns: true, bom: true }) as Record<string, string>[]);
  }
  return tables;
}

/** The finance export's total lines over the year up to today: what the club's books say. */
async function financeTotals(request: APIRequestContext): Promise<string[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/v1/club-console/billing/finance-export?from=${day(-330)}&to=${day(30)}`);
  expect(res.status()).toBe(200);
  return (await res.text()).split('\n').filter((line) => /^"?(Total|Net)/.test(line));
}

async function signInWithInvitation(page: Page, email: string, password: string) {
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(lastMailTo(email))![0];
  await choosePassword(page, link, password);
  await signInAs(page, email, { password });
}

test('an empty club brings its members over, invites them, exports everything; a member leaves with their data', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // ---- an empty club and its ADMIN ----
  const { adminLink } = createClub('Riverside Leisure', ADMIN_EMAIL);
  await choosePassword(page, adminLink, ADMIN_PASSWORD);
  await signIn(page, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
  await expect(page).toHaveURL(/\/club$/);

  // ---- what the old system sold: a debit membership and a class pack; a product ----
  await page.goto('/club/memberships');
  await page.getByRole('button', { name: 'New membership type' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /Name/ }).fill('Riverside Direct Debit');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Regular payment' }).fill('29.95');
  await saveInDialog(page, 'Save membership type', 'The membership type was created.');
  await page.getByRole('button', { name: 'New membership type' }).click();
  const pack = page.getByRole('dialog');
  await pack.getByRole('textbox', { name: /Name/ }).fill('10 Visit Pass');
  await pack.getByText('Paid in full').click();
  await pack.getByRole('textbox', { name: 'Price' }).fill('150');
  await pack.getByRole('textbox', { name: 'Sessions in the pack' }).fill('10');
  await saveInDialog(page, 'Save membership type', 'The membership type was created.');

  await page.goto('/club/shop');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'New category' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /Name/ }).fill('Swim Gear');
  await saveInDialog(page, 'Save category', 'The category was created.');
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'New product' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /Name/ }).fill('Swim Cap');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Price' }).fill('12');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Stock' }).fill('10');
  await saveInDialog(page, 'Save product', 'The product was created.');

  // ---- the import; the same file again changes nothing the export shows ----
  await importFile(page);
  const first = await downloadExport(page);
  await importFile(page);
  const second = await downloadExport(page);
  for (const table of ['members', 'memberships', 'children']) expect(second.get(table), table).toEqual(first.get(table));

  // ---- the export, as a spreadsheet reads it ----
  const members = first.get('members')!;
  // Each person once, though the file came twice (their old system's id is kept).
  expect(members.map((m) => m.email).filter((e) => e?.endsWith('@riverside.example') && e !== ADMIN_EMAIL).sort()).toEqual([AVERY, BLAKE, 'dana@riverside.example']);
  expect(members.find((m) => m.first_name === 'Avery')).toMatchObject({ email: AVERY, last_name: 'Imported' });
  // A cell that would run as a formula is text in the export (a leading apostrophe).
  expect(members.find((m) => m.first_name === 'Dana')?.last_name).toBe('\'=HYPERLINK("http://evil.example";"x")');
  expect(first.get('children')?.map((c) => c.first_name)).toContain('Kit');

  // ---- invitations, when the club chooses ----
  await page.goto('/club/import');
  await page.getByLabel('How many').fill('10');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect.poll(() => lastMailTo(AVERY, 'reset-password?token='), { timeout: 60_000 }).toContain('reset-password?token=');
  await expect.poll(() => lastMailTo(BLAKE, 'reset-password?token='), { timeout: 60_000 }).toContain('reset-password?token=');

  // ---- Avery finds the file's membership and next debit ----
  const averyContext = await browser.newContext();
  const avery = await averyContext.newPage();
  await signInWithInvitation(avery, AVERY, 'avery-imported-passphrase');
  await avery.goto('/membership');
  await expect(avery.getByText('Riverside Direct Debit').first()).toBeVisible();
  await expect(avery.getByText('15/12/2030')).toBeVisible();
  await expect(avery.getByText('$29.95').first()).toBeVisible();
  await averyContext.close();

  // The console shows who signed in.
  await page.goto('/club/import');
  await expect(page.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: new RegExp(AVERY) })).toContainText('Signed in');

  // ---- Avery's surname and address changed: the ADMIN corrects them (her profile shows them read-only) ----
  const AVERY_NOW = 'avery.rivers@riverside.example';
  await page.goto('/club/members');
  await page.getByRole('textbox', { name: /Name, e-mail or member number/ }).fill('avery');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Open Avery Imported' }).click();
  await page.getByRole('button', { name: 'Correct name, e-mail or date of birth' }).click();
  const identity = page.getByRole('region', { name: 'Name, e-mail and date of birth' });
  await expect(identity.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('14/03/1988');
  await identity.getByRole('textbox', { name: /Last name/ }).fill('Rivers');
  await identity.getByRole('textbox', { name: /^E-mail/ }).fill(AVERY_NOW);
  await identity.getByRole('button', { name: 'Save member details' }).click();
  await expect(page.getByText("Avery Rivers's details are saved.")).toBeVisible();
  await expect.poll(() => lastMailTo(AVERY, 'changed the e-mail address')).toContain(`to ${AVERY_NOW}`);
  const averyAgain = await browser.newContext();
  const averyNow = await averyAgain.newPage();
  await signInAs(averyNow, AVERY_NOW, { password: 'avery-imported-passphrase' });
  await averyNow.goto('/membership');
  await expect(averyNow.getByText('Riverside Direct Debit').first()).toBeVisible();
  await averyAgain.close();

  // ---- Blake finds the pack's balance, buys in the shop, then leaves with their data ----
  const blakeContext = await browser.newContext();
  const blake = await blakeContext.newPage();
  await signInWithInvitation(blake, BLAKE, 'blake-imported-passphrase');
  await blake.goto('/membership');
  await expect(blake.getByText('10 Visit Pass').first()).toBeVisible();
  await expect(blake.getByRole('row', { name: /Sessions remaining/ })).toContainText('7');

  await buyFromShop(blake, 'Swim Cap');
  await fillCardFrame(blake, { name: 'Blake Packer', cvv: '321' });
  await blake.getByRole('button', { name: 'Process Payment' }).click();
  await expect(blake.getByText(/Transaction Successful/)).toBeVisible();
  const booksBefore = await financeTotals(page.request);
  expect(booksBefore.join('\n')).toContain('12.00');

  await blake.goto('/privacy');
  const json = blake.waitForEvent('download');
  await blake.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const mine = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as { profile: { email: string } };
  expect(mine.profile.email).toBe(BLAKE);
  await blake.getByLabel('Your password').fill('blake-imported-passphrase');
  await blake.getByRole('button', { name: 'Delete my account' }).click();
  await expect(blake.getByRole('status').filter({ hasText: 'We have e-mailed you a link to confirm' })).toBeVisible();
  await expect.poll(() => lastMailTo(BLAKE, '/confirm-account-deletion?token=')).toContain('/confirm-account-deletion?token=');
  const confirm = /\/confirm-account-deletion\?token=\S+/.exec(lastMailTo(BLAKE, '/confirm-account-deletion?token='))![0];
  await blake.goto(confirm);
  await blake.getByRole('button', { name: 'Confirm: delete my account' }).click();
  await expect(blake.getByRole('status')).toContainText('Your account will be erased on');
  await blakeContext.close();

  // ---- the grace period ends ----
  // Production never lets the server's clock be moved, so the test brings the erasure's one job
  // forward instead; the running server's job runner picks it up as it would on the day.
  psql("update notification_jobs set run_at = now() where kind = 'account-erase' and status = 'pending'");
  // Its own cookie jar: a sign-in must not replace the ADMIN's session.
  const signInAnswer = async () => (await request.post('/api/v1/auth/login', { data: { userName: BLAKE, password: 'blake-imported-passphrase' } })).status();
  await expect.poll(signInAnswer, { timeout: 60_000 }).toBe(401);
  expect(psql(`select count(*) from members where email = '${BLAKE}'`).trim()).toBe('0');
  expect(await financeTotals(page.request)).toEqual(booksBefore);
});
