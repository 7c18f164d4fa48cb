// A club on the empty production database of e2e/first-club (support/serve-production-portal.mjs):
// made by `create-club` as the runbook says, its mail read from the outbox (no SMTP there).
import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '9600';
const origin = `http://127.0.0.1:${port}`;
const databaseUrl = `${process.env.FIRST_CLUB_PG ?? 'postgres://postgres@127.0.0.1:5432'}/${process.env.FIRST_CLUB_DATABASE ?? `portal_first_club_${port}`}`;
const apiDir = path.resolve(__dirname, '..', '..', 'api');

/** Runs one SQL statement on the portal's database and answers its rows as text (psql -tA). */
export function psql(statement: string): string {
  return execFileSync('psql', [databaseUrl, '-tAc', statement], { encoding: 'utf8' });
}

/**
 * The last message the club e-mailed to `to`, or the last one containing `containing`: receipts are
 * written by a job, so they may land after a message the member asked for later.
 */
export function lastMailTo(to: string, containing?: string): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const about = containing === undefined ? '' : ` and strpos(body_text, ${quote(containing)}) > 0`;
  return psql(`select body_text from outbox where to_address = ${quote(to)}${about} order by id desc limit 1`);
}

/** `create-club` with pnpm's `--`, as docs/operations.md shows: the account id and the ADMIN's one-time link. */
export function createClub(name: string, adminEmail: string): { accountId: string; adminLink: string } {
  const out = execFileSync('node', ['../scripts/pnpm.mjs', 'exec', 'tsx', 'src/cli/create-club.ts', '--', '--name', name, '--admin-email', adminEmail], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: origin, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return { accountId: /account id (\w+)/.exec(out)![1]!, adminLink: /(http\S+reset-password\?token=\S+)/.exec(out)![1]! };
}

/** Chooses a password on the one-time link's page. */
export async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link.replace(origin, ''));
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
}

/** Saves the open dialog with `button` and waits for the console's `created` message. */
export async function saveInDialog(page: Page, button: string, created: string) {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.getByText(created)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
}
