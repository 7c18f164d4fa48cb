import { isAuMobile, normaliseAuMobile, validateAuMobile } from './mobile';

describe('Australian mobile numbers', () => {
  it.each(['0412 345 678', '0412345678', '+61 412 345 678', '+61412345678', '61 412 345 678', '(0412) 345-678', '0412.345.678'])('accepts %s', (n) => {
    expect(isAuMobile(n)).toBe(true);
    expect(normaliseAuMobile(n)).toBe('0412345678');
  });
  it.each(['02 9111 1111', '0412 345 67', '0412 345 6789', '+64 412 345 678', 'abc', '+61 0412 345 678', '1412345678'])('refuses %s', (n) => {
    expect(validateAuMobile(n)).toMatch(/valid Australian mobile/);
  });
  it('leaves blank to the required rule', () => expect(validateAuMobile('  ')).toBeNull());
});
