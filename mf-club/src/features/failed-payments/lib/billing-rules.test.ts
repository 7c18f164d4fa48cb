import { parseDollars, parseReceipt, parseRetryDays, parseStopAfter } from './billing-rules';

describe('billing form rules', () => {
  it('reads a retry schedule, ascending, 1 to 60 days', () => {
    expect(parseRetryDays('3, 7, 14')).toEqual([3, 7, 14]);
    expect(parseRetryDays('')).toEqual([]);
    expect(parseRetryDays('7, 3')).toBeNull();
    expect(parseRetryDays('0')).toBeNull();
    expect(parseRetryDays('3, x')).toBeNull();
  });

  it('reads the booking stop, the receipt number and an amount', () => {
    expect(parseStopAfter('')).toBeNull();
    expect(parseStopAfter('2')).toBe(2);
    expect(parseStopAfter('13')).toBeUndefined();
    expect(parseReceipt('R-120')).toBe(120);
    expect(parseReceipt('abc')).toBeNull();
    expect(parseDollars('12.50')).toBe(1250);
    expect(parseDollars('0')).toBeNull();
  });
});
