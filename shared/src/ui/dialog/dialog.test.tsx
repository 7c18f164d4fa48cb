// eslint-disable-next-line no-restricted-imports -- the test compares with Mantine's bare Modal
import { Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { renderWithProviders, screen, userEvent, waitFor } from '../../test-utils';
import { ChildDialog } from '../child-dialog/child-dialog';
import { Dialog } from './dialog';
import { openEscapeLayers } from './escape-layers';

/** A wizard with an info dialog inside, as the change-membership wizard has. */
function Wizard({ onOuterClose }: { onOuterClose: () => void }) {
  const [info, setInfo] = useState(false);
  return (
    <Dialog opened onClose={onOuterClose} title="Change Current Membership">
      <button type="button" onClick={() => setInfo(true)}>
        More info
      </button>
      <Select label="Payment frequency" data={['Weekly', 'Fortnightly']} />
      <Dialog opened={info} onClose={() => setInfo(false)} title="Membership info">
        <p>About this membership</p>
      </Dialog>
    </Dialog>
  );
}

describe('Dialog: Escape closes only the innermost layer', () => {
  test('a dialog inside another closes alone; the next Escape closes the outer one', async () => {
    const onOuterClose = jest.fn();
    renderWithProviders(<Wizard onOuterClose={onOuterClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More info' }));
    expect(await screen.findByText('About this membership')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('About this membership')).toBeNull());
    expect(onOuterClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledTimes(1);
  });

  test('an open dropdown inside a dialog takes the Escape, not the dialog', async () => {
    const onOuterClose = jest.fn();
    renderWithProviders(<Wizard onOuterClose={onOuterClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Payment frequency' }));
    expect(await screen.findByRole('option', { name: 'Weekly' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Weekly' })).toBeNull());
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  test('closeOnEscape={false} is honoured and a closed dialog leaves no layer behind', async () => {
    const onClose = jest.fn();
    const { unmount } = renderWithProviders(
      <Dialog opened onClose={onClose} closeOnEscape={false} title="Stays">
        x
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    unmount();
    expect(openEscapeLayers()).toBe(0);
  });

  test("the date picker in Add Child closes on Escape and keeps the dialog and what was typed", async () => {
    const onClose = jest.fn();
    renderWithProviders(<ChildDialog opened input={null} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /First Name/ }), 'Ella');
    const dob = screen.getByRole('textbox', { name: /Date of Birth/ });
    await user.click(dob);
    await waitFor(() => expect(dob).toHaveAttribute('data-mantine-stop-propagation', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dob).not.toHaveAttribute('data-mantine-stop-propagation'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ella');
    // The next Escape is the dialog's.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("Mantine's bare Modal also leaves an open date picker alone (the field's mark)", async () => {
    const onClose = jest.fn();
    const { DateField } = await import('../date-field/date-field');
    renderWithProviders(
      <Modal opened onClose={onClose} title="Bare">
        <DateField label="Day" value={null} onChange={() => undefined} />
      </Modal>,
    );
    const user = userEvent.setup();
    const day = await screen.findByRole('textbox', { name: 'Day' });
    await user.click(day);
    await waitFor(() => expect(day).toHaveAttribute('data-mantine-stop-propagation', 'true'));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
