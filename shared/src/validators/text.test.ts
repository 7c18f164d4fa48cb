import { firstError, validateEmail, validateLettersAndSpaces, validateMaxLength, validateMinLength, validateRequired } from './text';

describe('text validators', () => {
  it('required', () => {
    expect(validateRequired('  ')).toBe('This field is required.');
    expect(validateRequired(0)).toBeNull();
  });
  it('letters and spaces', () => {
    expect(validateLettersAndSpaces('Jo Bloggs')).toBeNull();
    expect(validateLettersAndSpaces('Jo1')).toBe('Please enter letters and spaces only.');
  });
  it('email', () => {
    expect(validateEmail('member@demo.club')).toBeNull();
    expect(validateEmail('member@demo')).toBe('Please enter valid email address.');
  });
  it('lengths and first error', () => {
    expect(validateMinLength('abc', 4)).toBe('This field must contain at least 4 characters length.');
    expect(validateMaxLength('abcde', 4)).toBe('This field must contain at least 4 characters length.');
    expect(firstError(null, 'a', 'b')).toBe('a');
    expect(firstError(null)).toBeNull();
  });
});
