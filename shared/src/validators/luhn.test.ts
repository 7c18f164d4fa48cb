import { digitsOnly, luhn } from './luhn';

describe('luhn', () => {
  it('accepts valid numbers with spaces and hyphens', () => {
    expect(luhn('4111 1111 1111 1111')).toBe(true);
    expect(luhn('5555-5555-5555-4444')).toBe(true);
    expect(luhn('378282246310005')).toBe(true);
  });
  it('rejects bad checksums and non-digits', () => {
    expect(luhn('4111111111111112')).toBe(false);
    expect(luhn('4111a11111111111')).toBe(false);
    expect(luhn('')).toBe(false);
  });
  it('strips separators', () => expect(digitsOnly('41 11-1')).toBe('41111'));
});
