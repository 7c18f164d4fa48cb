import { expect, type Page } from '@playwright/test';

/** On a swim page the guardian's balance list opens while a balance is owed (spec): close it. */
export async function closeOutstandingList(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Student/s with outstanding balance' });
  const shown = await dialog.waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false);
  if (shown) await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}
