import { ageOn, firstWeekdayFrom, isAdult, isWeekday, isWeekendIso, parseDdMmYyyy, validateAdult, validateAgeRange, validateDateOfBirth } from './dates';

const now = new Date(2025, 5, 15);

describe('date validators', () => {
  it('parses DD/MM/YYYY strictly', () => {
    expect(parseDdMmYyyy('31/12/2025')).toEqual(new Date(2025, 11, 31));
    expect(parseDdMmYyyy('31/02/2025')).toBeNull();
    expect(parseDdMmYyyy('2025-12-31')).toBeNull();
  });
  it('computes adulthood on the birthday', () => {
    expect(ageOn(new Date(2007, 5, 15), now)).toBe(18);
    expect(isAdult('15/06/2007', now)).toBe(true);
    expect(isAdult('16/06/2007', now)).toBe(false);
    expect(validateAdult('16/06/2007', now)).toBe('You must be at least 18 years old.');
  });
  it('checks age ranges', () => {
    expect(validateAgeRange('15/06/2015', 5, 12, now)).toBeNull();
    expect(validateAgeRange('15/06/2010', 5, 12, now)).toBe('Age must be between 5 and 12 years.');
  });
  it('date of birth not after today', () => {
    expect(validateDateOfBirth('15/06/2025', now)).toBeNull();
    expect(validateDateOfBirth('16/06/2025', now)).toBe('Date of birth cannot be later than today.');
    expect(validateDateOfBirth('xx', now)).toBe('Please enter valid date.');
  });
  it('weekdays', () => {
    expect(isWeekday(new Date(2025, 5, 14))).toBe(false);
    expect(isWeekday(new Date(2025, 5, 16))).toBe(true);
  });
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
});
