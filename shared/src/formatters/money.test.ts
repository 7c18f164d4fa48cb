import { dollarsToCents, formatDollars, formatMoney, stripCurrency } from './money';

describe('money', () => {
  it('formats cents as US dollars with 2 decimals', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-500)).toBe('-$5.00');
  });
  it('formats dollars', () => expect(formatDollars(1234.5)).toBe('$1,234.50'));
  it('strips currency text', () => {
    expect(stripCurrency('$1,234.50')).toBe(1234.5);
    expect(stripCurrency('')).toBe(0);
    expect(stripCurrency(12)).toBe(12);
  });
  it('converts dollars to cents', () => expect(dollarsToCents(19.99)).toBe(1999));
});
