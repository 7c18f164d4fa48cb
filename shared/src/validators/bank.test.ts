import { joinBsb, maskAccountNumber, splitBsb, validateAccountNumber, validateBsbPart } from './bank';

describe('bank details', () => {
  it('checks BSB parts of 3 digits', () => {
    expect(validateBsbPart('062')).toBeNull();
    expect(validateBsbPart('06')).toBe('Please enter valid bsb number.');
    expect(validateBsbPart('06a')).toBe('Please enter valid numbers.');
    expect(validateBsbPart('')).toBe('This field is required.');
  });
  it('joins and splits BSBs', () => {
    expect(joinBsb('062', '000')).toBe('062-000');
    expect(splitBsb('062-000')).toEqual(['062', '000']);
  });
  it('bounds the account number per flow', () => {
    expect(validateAccountNumber('123456')).toBeNull();
    expect(validateAccountNumber('12345')).toBe('This field must contain at least 6 characters length.');
    expect(validateAccountNumber('12345', 'student')).toBeNull();
    expect(validateAccountNumber('1234567890')).toBe('This field must contain at least 9 characters length.');
    expect(validateAccountNumber('12a456')).toBe('Please enter valid numbers.');
  });
  it('masks all but the last 3 digits', () => expect(maskAccountNumber('12345678')).toBe('*****678'));
});
