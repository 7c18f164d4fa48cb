// The console's member import as an ADMIN runs it: upload the old system's file, check the rows,
// see each bad row's problem named, import the good ones.
import { expect, type Page } from '@playwright/test';

export interface ImportExpectations {
  /** The preview's summary, e.g. '8 rows: 3 ready to import, 5 with problems'. */
  summary: string;
  /** Texts the table of rows with problems must hold. */
  problems: string[];
  /** How many rows are imported. */
  imported: number;
}

export async function importMembers(page: Page, file: string, expected: ImportExpectations) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'old-system.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('old-system.csv is uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText(expected.summary)).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows with problems' });
  for (const problem of expected.problems) await expect(problems).toContainText(problem);
  await page.getByRole('button', { name: `Import ${expected.imported} rows` }).click();
  await expect(page.getByText(`Import finished: ${expected.imported} rows imported.`)).toBeVisible({ timeout: 30_000 });
}

/** The problems every messy test file has: a missing name, a bad e-mail, a day that does not exist, an e-mail twice, an unknown type. */
export const MESSY_ROW_PROBLEMS = [
  'First Name is missing.',
  'Email "not-an-address" is not an e-mail address.',
  'Birth Date "31/02/1990" is a date that does not exist.',
  'in another case',
  'Membership "Gold Plus Platinum" is not one of the club\'s membership types.',
];
