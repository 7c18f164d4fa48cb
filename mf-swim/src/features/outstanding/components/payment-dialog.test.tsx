import { apiFailure, fillCardFields, mockApi, renderWithProviders, screen, userEvent, waitFor, type MockApi } from '@portal/shared/test-utils';
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { PaymentDialog } from './payment-dialog';

const student = {
  studentName: 'Leo Waters',
  studentNumber: 'S1002',
  outstandingAmount: 45,
  outstandingCents: 4500,
  posTrasanctionId: 7,
  description: 'Term fees',
  settleReference: 'ref',
} as OutstandingStudentRow;

let api: MockApi;

const fillCard = (number: string, cvv: string) => fillCardFields({ number, cvv, name: 'Jess Waters', cvvLabel: 'CCV' });

describe('PaymentDialog (swim outstanding) on the payment-fields kit', () => {
  it('lets an American Express card pay (Pay stayed disabled for it before)', async () => {
    api = mockApi({ 'POST /swim/pay-outstanding': { message: 'Payment successful' } });
    const onClose = jest.fn();
    renderWithProviders(<PaymentDialog student={student} onClose={onClose} />, { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } } as never });
    await fillCard('378282246310005', '1234');
    const pay = screen.getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('success'));
    expect(api.callsTo('POST /swim/pay-outstanding')[0]!.body).toMatchObject({ ccNumber: '378282246310005', cccVv: '1234' });
  });

  it('names a declined card in the dialog and does not retry', async () => {
    api = mockApi({ 'POST /swim/pay-outstanding': apiFailure(402, 'Your card was declined.') });
    renderWithProviders(<PaymentDialog student={student} onClose={jest.fn()} />, { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } } as never });
    await fillCard('4000000000000002', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Named in the dialog itself (not only in the passing toast).
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')).toHaveTextContent('Your card was declined.'));
    expect(api.callsTo('POST /swim/pay-outstanding')).toHaveLength(1);
  });

  it("opens on the student's balance, and another student's payment starts afresh", async () => {
    mockApi({});
    const session = { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } } as never };
    const { rerender } = renderWithProviders(<PaymentDialog student={student} onClose={jest.fn()} />, session);
    expect(await screen.findByText(/\$45\.00/)).toBeInTheDocument();
    await fillCard('4000000000000002', '123');
    rerender(<PaymentDialog student={{ ...student, studentName: 'Mia Waters', outstandingCents: 3000, outstandingAmount: 30, posTrasanctionId: 8 }} onClose={jest.fn()} />);
    expect(await screen.findByText(/\$30\.00/)).toBeInTheDocument();
    expect(screen.getByLabelText(/CCV/)).toHaveValue('');
  });
});
