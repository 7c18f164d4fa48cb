import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';

/**
 * Presses Enter on a SpinnerButton whose action answers later, then again while it waits: the
 * button turns busy (aria-disabled) but stays enabled and keeps the focus, so a keyboard user is
 * not sent back to the top of the page. The test answers the pending call afterwards and checks
 * that the second press sent nothing.
 */
export async function pressTwiceWhileBusy(button: HTMLElement): Promise<void> {
  button.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  expect(button).toBeEnabled();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}
