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
