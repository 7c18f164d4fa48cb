import { validatePaymentForm } from './payment-details-dialog';

const bank = { paymentType: 19 as const, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12345', accountName: 'Jess Waters' };

describe('validatePaymentForm', () => {
  it('accepts a complete direct debit with 5-9 digit account and name up to 16', () => {
    expect(validatePaymentForm(bank)).toBe(true);
    expect(validatePaymentForm({ ...bank, accountNumber: '1234' })).toBe(false);
    expect(validatePaymentForm({ ...bank, accountNumber: '1234567890' })).toBe(false);
    expect(validatePaymentForm({ ...bank, accountName: 'A'.repeat(17) })).toBe(false);
    expect(validatePaymentForm({ ...bank, bsbNumber2: '00' })).toBe(false);
  });

  it('requires card number, name and CVV for a card (or a vault token)', () => {
    const card = { paymentType: 17 as const, ccNumber: '4242424242424242', ccNameOnCard: 'Jess Waters', ccExpiryMonth: '08', ccExpiryYear: '2030', cccVv: '123' };
    expect(validatePaymentForm(card)).toBe(true);
    expect(validatePaymentForm({ ...card, ccNumber: '4242424242424241' })).toBe(false);
    expect(validatePaymentForm({ ...card, cccVv: '' })).toBe(false);
    expect(validatePaymentForm({ paymentType: 17, token: 'tok' })).toBe(true);
  });
});
