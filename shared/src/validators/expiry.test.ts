import { EXPIRY_MONTHS, expiryYearOptions, parseExpiry, validateExpiry, validateExpiryParts } from './expiry';

const now = new Date(2025, 5, 15); // June 2025

describe('expiry', () => {
  it('parses MM/YY, MM/YYYY and "MM YY"', () => {
    expect(parseExpiry('07/26')).toEqual({ month: 7, year: 2026 });
    expect(parseExpiry('07/2026')).toEqual({ month: 7, year: 2026 });
    expect(parseExpiry('07 26')).toEqual({ month: 7, year: 2026 });
    expect(parseExpiry('0726')).toBeNull();
  });
  it('accepts the current month and rejects the past', () => {
    expect(validateExpiry('06/25', now)).toBeNull();
    expect(validateExpiry('05/25', now)).toBe('Card has expired.');
    expect(validateExpiry('13/26', now)).toBe('Invalid expiry date.');
    expect(validateExpiry('00/26', now)).toBe('Invalid expiry date.');
  });
  it('accepts up to 19 years ahead', () => {
    expect(validateExpiryParts(12, 2044, now)).toBeNull();
    expect(validateExpiryParts(1, 2045, now)).toBe('Invalid expiry date.');
    expect(validateExpiryParts('', 2030, now)).toBe('This field is required.');
  });
  it('offers months 01..12 and the current year plus 7', () => {
    expect(EXPIRY_MONTHS).toHaveLength(12);
    expect(EXPIRY_MONTHS[0]).toBe('01');
    expect(EXPIRY_MONTHS[11]).toBe('12');
    expect(expiryYearOptions(now)).toEqual(['2025', '2026', '2027', '2028', '2029', '2030', '2031', '2032']);
  });
});
