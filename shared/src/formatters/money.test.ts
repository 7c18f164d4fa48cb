import { dollarsToCents, formatDollars, formatMoney, stripCurrency } from './money';

describe('money', () => {
  it('formats cents as US dollars with 2 decimals', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-500)).toBe('-$5.00');
  });
  it('formats dollars', () => expect(formatDollars(1234.5)).toBe('$1,234.50'));
  it('writes what the US dollar format of Intl writes', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 99999, 100000, 123456789, 100000000000, -1, -99, -100, -123456, 2.4, 2.6]) {
      expect(formatMoney(cents)).toBe(intl.format(Math.round(cents) / 100));
    }
    for (const dollars of [0, 0.1, 19.99, 1000, 1234567.89, -5]) expect(formatDollars(dollars)).toBe(intl.format(Math.round(dollars * 100) / 100));
  });
  it('never shows a minus before nothing (Intl writes -$0.00 for an amount that rounds to zero)', () => {
    expect(formatMoney(-0.4)).toBe('$0.00');
    expect(formatDollars(-0.004)).toBe('$0.00');
  });
  it('strips currency text', () => {
    expect(stripCurrency('$1,234.50')).toBe(1234.5);
    expect(stripCurrency('')).toBe(0);
    expect(stripCurrency(12)).toBe(12);
  });
  it('converts dollars to cents', () => expect(dollarsToCents(19.99)).toBe(1999));
});
