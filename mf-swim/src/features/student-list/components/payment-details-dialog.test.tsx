import { mockApi, renderWithProviders, screen, userEvent, waitFor, type MockApi } from '@portal/shared/test-utils';
import type { SwimStudent } from '@portal/shared/contracts';
import { PaymentDetailsDialog } from './payment-details-dialog';

const student: SwimStudent = {
  studentName: 'Sam Swimmer',
  studentNumber: 'S1',
  birthday: '',
  gender: 'F',
  email: '',
  mobile: '',
  skills: '',
  isDirectDebit: true,
  paymentId: 7,
  levelName: '',
};
const detail = {
  studentNumber: 'S1',
  paymentId: 7,
  paymentType: 19,
  paymentTypes: [
    { id: 17, description: 'Credit Card' },
    { id: 19, description: 'Direct Debit' },
  ],
  ccCardType: '',
  ccNumber: '',
  ccNameOnCard: '',
  ccExpiryMonth: '',
  ccExpiryYear: '',
  cccVv: '',
  bsbNumber1: '062',
  bsbNumber2: '000',
  accountNumber: '*****678',
  accountName: 'Sam Parent',
  token: '',
  tokenReference: '',
  expiryMonthOptions: [],
  expiryYearOptions: [],
};

let api: MockApi;

function setup() {
  api = mockApi({
    'GET /swim/payment-details/:id': detail,
    'GET /bsb/:bsb': { bsb: '062-000', bankCode: 'CBA', institution: 'Commonwealth Bank', state: 'NSW' },
    'POST /swim/payment-details': 'Payment details saved.',
  });
  const onClose = jest.fn();
  renderWithProviders(<PaymentDetailsDialog student={student} onClose={onClose} />, { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } as never } });
  return onClose;
}

describe('PaymentDetailsDialog on the payment-fields kit', () => {
  it('bounds the account name at 16 for students and saves the direct debit', async () => {
    setup();
    await screen.findByText('Commonwealth Bank (NSW)', undefined, { timeout: 3000 });
    await userEvent.type(screen.getByLabelText('Account number'), '12345');
    const name = screen.getByLabelText('Account name');
    expect(name).toHaveAttribute('maxLength', '16');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /swim/payment-details')).toHaveLength(1);
    expect(api.callsTo('POST /swim/payment-details')[0]!.body).toMatchObject({ paymentType: 19, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12345', accountName: 'Sam Parent' });
  });

  it('saves an American Express card (the 16-digit rule refused it)', async () => {
    const onClose = setup();
    await screen.findByText('Commonwealth Bank (NSW)', undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Credit Card' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Sam Parent');
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '378282246310005');
    await userEvent.click(screen.getByRole('combobox', { name: 'Expiry month' }));
    await userEvent.click(await screen.findByRole('option', { name: '08' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Expiry year' }));
    await userEvent.click((await screen.findAllByRole('option'))[2]!);
    await userEvent.type(screen.getByLabelText('CVV'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /swim/payment-details')[0]!.body).toMatchObject({ paymentType: 17, ccNumber: '378282246310005', cccVv: '1234' });
  });

  it('starts from the saved details; choosing the other type and back clears the debit fields', async () => {
    setup();
    expect(await screen.findByLabelText('Account name')).toHaveValue('Sam Parent');
    expect(screen.getByText('Current account: *****678')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Credit Card' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Direct Debit' }));
    expect(await screen.findByLabelText('Account name')).toHaveValue('');
  });
});
