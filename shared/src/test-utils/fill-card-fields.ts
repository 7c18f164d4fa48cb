import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';

export interface TestCard {
  number: string;
  name?: string;
  /** Expiry month as offered ('08'). */
  month?: string;
  /** Expiry year as offered; the third year offered when absent. */
  year?: string;
  cvv?: string;
  /** Student forms label the security code CCV (the kit's `cvvLabel`). */
  cvvLabel?: 'CVV' | 'CCV';
}

/**
 * Types a card into the payment-fields kit's `CardFields` (name, number, the expiry selects, the
 * security code) as a member would; answers the expiry year chosen.
 */
export async function fillCardFields({ number, name = 'Jo Bloggs', month = '08', year, cvv = '123', cvvLabel = 'CVV' }: TestCard): Promise<string> {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), name);
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await userEvent.click(screen.getByRole('combobox', { name: 'Expiry month' }));
  await userEvent.click(await screen.findByRole('option', { name: month }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Expiry year' }));
  const chosen = year ? await screen.findByRole('option', { name: year }) : (await screen.findAllByRole('option'))[2]!;
  const chosenYear = chosen.textContent ?? '';
  await userEvent.click(chosen);
  await userEvent.type(screen.getByLabelText(cvvLabel), cvv);
  return chosenYear;
}

export interface TestBankAccount {
  bsb1: string;
  bsb2: string;
  accountNumber: string;
  accountName?: string;
}

/** Types a bank account into the payment-fields kit's `DebitFields` (the two BSB parts, number and name). */
export async function fillDebitFields({ bsb1, bsb2, accountNumber, accountName = 'Jo Bloggs' }: TestBankAccount): Promise<void> {
  await userEvent.type(screen.getByLabelText('Bsb number'), bsb1);
  await userEvent.type(screen.getByLabelText('Bsb number 2'), bsb2);
  await userEvent.type(screen.getByLabelText('Account number'), accountNumber);
  await userEvent.type(screen.getByLabelText('Account name'), accountName);
}
