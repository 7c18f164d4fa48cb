// The portal's date fields (shared DateField) as a test fills them.
import { expect, type Locator, type Page } from '@playwright/test';
import { ddmmyyyy } from './club-calendar';

/** Types a day into the labelled date field (of the page or a part of it) and leaves it (Tab), which closes its calendar. */
export async function fillDateField(page: Page | Locator, label: string, iso: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(ddmmyyyy(iso));
  await field.press('Tab');
  await expect(field).toHaveValue(ddmmyyyy(iso));
}
