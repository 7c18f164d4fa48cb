import { validateCvv, validateCvvLoose } from './cvv';

describe('cvv', () => {
  it('needs 3 digits, 4 for Amex', () => {
    expect(validateCvv('123')).toBeNull();
    expect(validateCvv('1234')).toBe('Invalid CVV.');
    expect(validateCvv('1234', 'AMEXCARD')).toBeNull();
    expect(validateCvv('123', 'AMEXCARD')).toBe('Invalid CVV.');
    expect(validateCvv('12a')).toBe('Invalid CVV.');
    expect(validateCvv('')).toBe('This field is required.');
  });
  it('student forms accept 3 to 4', () => {
    expect(validateCvvLoose('123')).toBeNull();
    expect(validateCvvLoose('1234')).toBeNull();
    expect(validateCvvLoose('12')).toBe('Invalid CVV.');
  });
});
