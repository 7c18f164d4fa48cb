import {
  clubToday,
  formatBreakdownDate,
  formatClubDate,
  formatClubDateTime,
  formatDisplayDate,
  formatLocalDateTime,
  formatExpiryDate,
  formatFeeCalculationDate,
  formatSignupDate,
  formatSwimSearchDate,
  parseDisplayDate,
} from './dates';

const d = new Date(2025, 11, 31);

describe('date formatters', () => {
  it('formats every named format', () => {
    expect(formatDisplayDate(d)).toBe('31/12/2025');
    expect(formatBreakdownDate(d)).toBe('31/Dec/2025');
    expect(formatSignupDate(d)).toBe('2025/12/31');
    expect(formatExpiryDate(d)).toBe('31-12-2025');
    expect(formatFeeCalculationDate(d)).toBe('2025-12-31');
    expect(formatSwimSearchDate(d)).toBe('2025/12/31');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('nonsense')).toBe('');
  });
  it('parses display dates strictly', () => {
    expect(parseDisplayDate('31/12/2025')).toEqual(d);
    expect(parseDisplayDate('31/02/2025')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
  it('computes today in the club time zone', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Sydney (UTC+11 in summer).
    const instant = new Date(Date.UTC(2025, 11, 31, 20, 0));
    expect(clubToday('Australia/Sydney', instant)).toBe('2026-01-01');
    expect(clubToday('UTC', instant)).toBe('2025-12-31');
    expect(formatClubDateTime(instant, 'America/Los_Angeles')).toBe('31/12/2025 12:00 PM');
    expect(formatClubDate(instant)).toBe('01/01/2026');
  });
});

describe('formatLocalDateTime', () => {
  it('says an instant in the device zone as day, short month, year and 12-hour time', () => {
    const local = new Date(2026, 10, 29, 22, 42);
    expect(formatLocalDateTime(local)).toBe('29 Nov 2026, 10:42 pm');
    expect(formatLocalDateTime(local.toISOString())).toBe('29 Nov 2026, 10:42 pm');
  });
});
