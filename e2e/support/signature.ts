// The signature dialog (shared SignatureDialog): draw a stroke on its pad and confirm.
import { expect, type Page } from '@playwright/test';

/**
 * Draws on the pad of the open signature dialog, confirms, and waits until it closes. The dialog
 * is the one with the pad: it may open over another dialog (the membership change).
 */
export async function signInDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.locator('canvas') });
  await expect(dialog).toBeVisible();
  const box = (await dialog.locator('canvas').boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 70, { steps: 8 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Confirm & Continue' }).click();
  await expect(dialog).toBeHidden();
}
