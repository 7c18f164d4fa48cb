import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor, retype } from '@portal/shared/test-utils';
import { PaymentMethodForm } from './payment-method-form';

describe('PaymentMethodForm', () => {
  it('checks the BSB on the server, shows its message, then saves a direct debit', async () => {
    const api = mockApi({
      'GET /bsb/999-999': apiFailure(400, 'Invalid BSB number.'),
      'GET /bsb/062-000': { bsb: '062-000', bankCode: '06', institution: 'Commonwealth Bank', state: 'NSW/ACT' },
      'POST /payments/payment-setup': 'Your payment details have been updated.',
    });
    const onSaved = jest.fn();
    renderWithProviders(<PaymentMethodForm onSaved={onSaved} />, { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Direct Debit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bsb number' }), '999');
    // Focus moved to the second part after 3 digits.
    expect(screen.getByRole('textbox', { name: 'Bsb number 2' })).toHaveFocus();
    await userEvent.keyboard('999');
    expect(await screen.findByText('Invalid BSB number.', {}, { timeout: 3000 })).toBeInTheDocument();

    const bsb1 = screen.getByRole('textbox', { name: 'Bsb number' });
    const bsb2 = screen.getByRole('textbox', { name: 'Bsb number 2' });
    await retype(bsb1, '062');
    await retype(bsb2, '000');
    await waitFor(() => expect(screen.queryByText('Invalid BSB number.')).toBeNull(), { timeout: 3000 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '12345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'Alex Morgan');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST /payments/payment-setup')[0]!.body).toMatchObject({ paymentType: 19, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12345678', accountName: 'Alex Morgan', userId: 'M0001' });
    expect(await screen.findByText('Your payment details have been updated.')).toBeInTheDocument();
  });

  it('applies the credit card rule before sending anything', async () => {
    const api = mockApi({});
    renderWithProviders(<PaymentMethodForm />, { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Card number, Name on card, Expiry month, Expiry year, CVV are required.');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a typed card with the payment-setup names for the CVV and card type', async () => {
    const api = mockApi({ 'POST /payments/payment-setup': 'Your payment details have been updated.' });
    const onSaved = jest.fn();
    renderWithProviders(<PaymentMethodForm onSaved={onSaved} />, { session: { user: {}, theme: { flags: { pciVaultEnabled: false } } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await userEvent.type(screen.getByLabelText('CVV'), '913');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Jo Bloggs');
    await userEvent.click(screen.getByRole('combobox', { name: 'Expiry year' }));
    await userEvent.click((await screen.findAllByRole('option'))[2]!);
    await userEvent.click(screen.getByRole('combobox', { name: 'Expiry month' }));
    await userEvent.click(await screen.findByRole('option', { name: '08' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST /payments/payment-setup')[0]!.body).toMatchObject({
      paymentType: 17,
      ccNumber: '4111111111111111',
      ccNameOnCard: 'Jo Bloggs',
      ccExpiryMonth: '08',
      ccCVV: '913',
      ccCardType: 'VISACARD',
      userId: 'M0001',
    });
  });
});
