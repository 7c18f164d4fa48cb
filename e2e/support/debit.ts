// Filling the direct-debit fields of the payment-fields kit (DebitFields), which every bank-account
// form of the portal uses: the BSB check against the server first, then the account.
import { expect, type Locator, type Page } from '@playwright/test';

export interface TestBankAccount {
  /** The BSB's two halves, e.g. ['062', '000']: a branch the BSB table knows. */
  bsb: readonly [string, string];
  number: string;
  name: string;
}

/**
 * Types a BSB the table does not know (its error shows, and the first half's three digits move
 * the focus on), then the account's own BSB (the error goes), number and name.
 */
export async function fillDebitFields(scope: Page | Locator, account: TestBankAccount): Promise<void> {
  const bsb1 = scope.getByRole('textbox', { name: 'Bsb number', exact: true });
  const bsb2 = scope.getByRole('textbox', { name: 'Bsb number 2' });
  const invalid = scope.getByText('Invalid BSB number.');
  await bsb1.fill('999');
  await expect(bsb2).toBeFocused();
  await bsb2.fill('999');
  await expect(invalid).toBeVisible();
  await bsb1.fill(account.bsb[0]);
  await bsb2.fill(account.bsb[1]);
  await expect(invalid).toBeHidden();
  await scope.getByRole('textbox', { name: 'Account number' }).fill(account.number);
  await scope.getByRole('textbox', { name: 'Account name' }).fill(account.name);
}
