import { change, defaultRange, rangeError, slippingDaysError } from './range-rules';

test('the default range is four whole weeks ending today', () => {
  expect(defaultRange('2026-11-29')).toEqual({ from: '2026-11-02', to: '2026-11-29' });
});

test('a range is at most 366 days, the first date not after the last', () => {
  expect(rangeError('2026-01-01', '2026-12-31')).toBeNull();
  expect(rangeError('2026-01-02', '2026-01-01')).toMatch(/at most 366 days/);
  expect(rangeError('2025-01-01', '2026-06-01')).toMatch(/at most 366 days/);
  expect(rangeError('', '2026-01-01')).toBe('Enter both dates.');
});

test('the change against the previous period', () => {
  expect(change(5, 4)).toBe('+25%');
  expect(change(3, 4)).toBe('-25%');
  expect(change(2, 2)).toBe('no change');
  expect(change(2, 0)).toBe('new');
});

test('slipping away counts 7 to 365 days', () => {
  expect(slippingDaysError(30)).toBeNull();
  expect(slippingDaysError(3)).toMatch(/from 7 to 365/);
  expect(slippingDaysError('')).toMatch(/from 7 to 365/);
});
