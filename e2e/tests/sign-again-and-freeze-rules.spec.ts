// Rules the club sets in the console that every member meets: a new waiver version asks members to
// sign again at their next sign-in (a minor's is signed by their household's payer), and freeze
// types bound what a member may suspend. They change what every member of the portal sees, so this
// spec runs on a portal of its own (the passkeys project's, after passkeys.spec.ts:
// playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { clubDate, ddmmyyyy } from '../support/club-calendar';
import { ADMIN, MEMBER, PARENT, TEEN } from '../support/demo-users';
import { signInAs } from '../support/sign-in';

/** Signs in and signs every version the sign-in asks for (their own and on behalf of their minors), as the server lists them. */
async function signInAndSignAll(page: Page, email: string) {
  const listed = () => page.waitForResponse((r) => r.url().includes('/documents/pending/') && r.request().method() === 'GET');
  const first = listed();
  await signInAs(page, email);
  const asked = ((await (await first).json()) as { payload: unknown[] }).payload;
  const ask = page.getByRole('dialog', { name: /^Please sign: / });
  for (let i = 0; i < asked.length; i++) {
    // Each signature asks the list again; the dialog then shows the next version.
    const next = listed();
    await ask.getByRole('button', { name: /^I agree and sign/ }).click();
    await next;
  }
  await expect(ask).toHaveCount(0);
}

test('an ADMIN publishes a new waiver version; the member is asked to sign it at the next sign-in, once', async ({ browser }) => {
  const admin = await browser.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/club/documents');
  await admin.getByRole('textbox', { name: /Title/ }).fill('Gym waiver');
  await admin.getByRole('textbox', { name: /Text/ }).fill('I use the gym at my own risk, version two.');
  await admin.getByRole('checkbox', { name: /sign this one at their next sign-in/ }).check();
  await admin.getByRole('button', { name: 'Publish version' }).click();
  await expect(admin.getByRole('table', { name: 'Document versions' }).getByText('Gym waiver').first()).toBeVisible();
  await admin.close();

  const member = await browser.newPage();
  await signInAs(member, MEMBER);
  const ask = member.getByRole('dialog', { name: /^Please sign: Gym waiver \(version \d+\)$/ });
  await expect(ask).toBeVisible();
  await expect(ask.getByText('I use the gym at my own risk, version two.')).toBeVisible();
  await ask.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(ask).toHaveCount(0);
  await member.context().clearCookies();
  await member.close();

  // Signed: the next sign-in asks nothing.
  const again = await browser.newPage();
  await signInAs(again, MEMBER);
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByRole('dialog')).toHaveCount(0);
  await again.close();
});

test('an ADMIN sets a freeze type; the member is refused a freeze shorter than it allows, then freezes within it', async ({ browser }, testInfo) => {
  // A retry runs on the same database: its freeze type needs a name of its own.
  const typeName = testInfo.retry ? `Holiday ${testInfo.retry + 1}` : 'Holiday';
  // The days are read once: a run across the club's midnight must type and check the same days.
  const [from, tooSoon, within] = [clubDate(2), clubDate(4), clubDate(11)];
  const admin = await browser.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/club/memberships');
  await admin.getByRole('tab', { name: 'Freeze types' }).click();
  await admin.getByRole('button', { name: 'New freeze type' }).click();
  await admin.getByRole('textbox', { name: 'Name' }).fill(typeName);
  await admin.getByRole('textbox', { name: 'Shortest (days)' }).fill('7');
  await admin.getByRole('textbox', { name: 'Longest (days)' }).fill('28');
  await admin.getByRole('textbox', { name: 'Freezes a year' }).fill('2');
  await admin.getByRole('textbox', { name: 'Notice (days)' }).fill('0');
  await admin.getByRole('button', { name: 'Save freeze type' }).click();
  await expect(admin.getByRole('cell', { name: typeName, exact: true })).toBeVisible();
  await admin.close();

  const page = await browser.newPage();
  await signInAs(page, MEMBER);
  await page.goto('/suspendmember');
  // A retry starts from what the failed attempt left: a freeze it made is lifted first.
  const lift = page.getByRole('button', { name: 'Unsuspend' });
  await lift.or(page.getByRole('combobox', { name: 'Freeze type' })).waitFor();
  if (testInfo.retry && (await lift.isVisible())) {
    await lift.click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Nice job, your current membership is now active.')).toBeVisible();
    await page.reload(); // its notice would stand beside the one this test checks at the end
  }
  await page.getByRole('combobox', { name: 'Freeze type' }).click();
  await page.getByRole('option', { name: typeName, exact: true }).click();
  await page.getByRole('combobox', { name: 'Suspend Reason' }).click();
  await page.getByRole('option', { name: 'Travel' }).click();
  const setDates = async (fromDay: string, untilDay: string) => {
    for (const [name, day] of [['From', fromDay], ['Until', untilDay]] as const) {
      const field = page.getByRole('textbox', { name });
      await field.fill(ddmmyyyy(day));
      await field.press('Tab');
    }
  };

  // Three days: shorter than the type's seven. The server's rule, on the page; nothing is asked.
  await setDates(from, tooSoon);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('textbox', { name: 'Until' })).toHaveAccessibleDescription(/This freeze must be at least 7 days\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Ten days: within it. The effect on the next debits, then the freeze.
  await setDates(from, within);
  await page.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('10 days, no fee.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, you current membership has been suspended.')).toBeVisible();
  await expect(page.getByRole('cell', { name: ddmmyyyy(from) })).toBeVisible();

  // Leave the member as found.
  await page.getByRole('button', { name: 'Unsuspend' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, your current membership is now active.')).toBeVisible();
  await page.close();
});

// Last in the file: the version it publishes asks every member again; the member of the tests above
// signs it at the end, so their next sign-in asks nothing. (Other logins, the swim guardian's among
// them, are still asked, as after the first test: the project holds no spec after this one.)
test('a payer signs a new waiver version for themselves and on behalf of their minor; the minor is not asked', async ({ browser }) => {
  const title = 'Family waiver';
  const admin = await browser.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/club/documents');
  await admin.getByRole('textbox', { name: /Title/ }).fill(title);
  await admin.getByRole('textbox', { name: /Text/ }).fill('Parents answer for their children in the club, version three.');
  await admin.getByRole('checkbox', { name: /sign this one at their next sign-in/ }).check();
  await admin.getByRole('button', { name: 'Publish version' }).click();
  await expect(admin.getByRole('table', { name: 'Document versions' }).getByText(title).first()).toBeVisible();

  // The payer (Morgan Hale) signs their own first, then the one they sign on behalf of Kai Hale (15).
  const parent = await browser.newPage();
  await signInAs(parent, PARENT);
  const ask = parent.getByRole('dialog', { name: new RegExp(`^Please sign: ${title} \\(version \\d+\\)$`) });
  await expect(ask.getByText('Parents answer for their children in the club, version three.')).toBeVisible();
  await expect(ask.getByText(/^On behalf of/)).toHaveCount(0);
  await ask.getByRole('button', { name: 'I agree and sign', exact: true }).click();
  await expect(ask.getByText('On behalf of Kai Hale', { exact: true })).toBeVisible();
  await ask.getByRole('button', { name: 'I agree and sign on behalf of Kai Hale' }).click();
  await expect(ask).toHaveCount(0);
  await parent.close();

  // The minor: the server's list of what to sign (read once the sign-in asked it) has no waiver, and no dialog opens.
  const teen = await browser.newPage();
  const pending = teen.waitForResponse((r) => r.url().includes('/documents/pending/') && r.request().method() === 'GET');
  await signInAs(teen, TEEN);
  const asked = ((await (await pending).json()) as { payload: { kind: string }[] }).payload;
  expect(asked.filter((d) => d.kind === 'waiver')).toEqual([]);
  await expect(teen.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(teen.getByRole('dialog')).toHaveCount(0);
  await teen.close();

  // The console's who-signed list of the version: Kai Hale's signature is Morgan Hale's, on his behalf.
  await admin.reload();
  await admin.getByRole('row').filter({ hasText: title }).filter({ hasText: 'In force' }).getByRole('button', { name: 'Who signed' }).click();
  const signed = admin.getByRole('dialog', { name: new RegExp(`^Signed ${title} \\(version \\d+\\)$`) });
  const rows = signed.getByRole('table', { name: 'Signatures' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Kai Hale (' }).getByRole('cell', { name: 'Morgan Hale, on behalf of Kai Hale', exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: 'Morgan Hale (' }).getByRole('cell', { name: 'Themselves', exact: true })).toBeVisible();
  await admin.close();

  const member = await browser.newPage();
  await signInAndSignAll(member, MEMBER);
  await member.close();
});
