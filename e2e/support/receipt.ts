// The public forms' acknowledgement (mf-public ReceiptAlert): a status with the text and a receipt number.
import { expect, type Page } from '@playwright/test';

/** Expects the form's acknowledgement to say `text` and carry a receipt number like `receiptNumber`. */
export async function expectReceipt(page: Page, text: string, receiptNumber: RegExp): Promise<void> {
  const status = page.getByRole('status');
  await expect(status).toContainText(text);
  await expect(status).toContainText(receiptNumber);
}
