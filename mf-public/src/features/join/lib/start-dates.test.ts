import { firstWeekdayFrom, isWeekendIso } from './start-dates';

it('a weekend start date is never the default and never offered', () => {
  // 2030-01-05 is a Saturday, 2030-01-06 a Sunday, 2030-01-07 a Monday.
  expect(isWeekendIso('2030-01-05')).toBe(true);
  expect(isWeekendIso('2030-01-06')).toBe(true);
  expect(isWeekendIso('2030-01-07')).toBe(false);
  expect(firstWeekdayFrom('2030-01-05')).toBe('2030-01-07');
  expect(firstWeekdayFrom('2030-01-06')).toBe('2030-01-07');
  expect(firstWeekdayFrom('2030-01-08')).toBe('2030-01-08');
  // Across a month and a year end.
  expect(firstWeekdayFrom('2028-12-30')).toBe('2029-01-01');
});
