import {
  maskCardForVault,
  validateCardNumber,
  validateCardRule,
  validateCardholderName,
  validateDebitRule,
} from './card-rules';

const full = { ccNumber: '4111111111111111', ccNameOnCard: 'Jo Bloggs', ccExpiryMonth: '01', ccExpiryYear: '2030', cvv: '123' };

describe('validateCardRule', () => {
  it('lists a single missing field with "is required."', () => {
    expect(validateCardRule({ ...full, cvv: '' }, false)).toBe('CVV is required.');
  });
  it('lists several missing fields comma separated with "are required."', () => {
    expect(validateCardRule({ ...full, ccNumber: '', ccExpiryYear: null }, false)).toBe(
      'Card number, Expiry year are required.',
    );
  });
  it('Luhn checks a new card only', () => {
    expect(validateCardRule({ ...full, ccNumber: '4111111111111112' }, false)).toBe('Invalid credit card Number');
    expect(validateCardRule({ ...full, ccNumber: '411111######1111' }, true)).toBeNull();
    expect(validateCardRule(full, false)).toBeNull();
  });
});

describe('validateDebitRule', () => {
  it('names the spec labels', () => {
    expect(validateDebitRule({})).toBe('Bsb number, Bsb number 2, Account number, Account name are required.');
    expect(validateDebitRule({ bsbNumber1: '062', bsbNumber2: '000', accountNumber: '123456' })).toBe(
      'Account name is required.',
    );
    expect(validateDebitRule({ bsbNumber1: '062', bsbNumber2: '000', accountNumber: '123456', accountName: 'Jo' })).toBeNull();
  });
});

describe('card library rules', () => {
  it('checks number digits, Luhn and brand length', () => {
    expect(validateCardNumber('4111-1111 1111-1111')).toBeNull();
    expect(validateCardNumber('378282246310005')).toBeNull();
    expect(validateCardNumber('3782822463100050')).toBe('Invalid credit card Number');
    expect(validateCardNumber('')).toBe('This field is required.');
  });
  it('checks the cardholder name', () => {
    expect(validateCardholderName('Jo Bloggs')).toBeNull();
    expect(validateCardholderName('')).toBe('This field is required.');
    expect(validateCardholderName('1234 - 5678')).not.toBeNull();
    expect(validateCardholderName('a'.repeat(256))).not.toBeNull();
    expect(validateCardholderName('a'.repeat(255))).toBeNull();
  });
  it('masks for the vault: first 6, six hashes, last 4', () => {
    expect(maskCardForVault('4111 1111 1111 1234')).toBe('411111######1234');
  });
});
