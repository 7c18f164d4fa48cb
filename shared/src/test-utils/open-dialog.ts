import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';

/** Presses the button that opens a dialog (once it shows) and gives the dialog's queries. */
export async function openDialog(button: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}
