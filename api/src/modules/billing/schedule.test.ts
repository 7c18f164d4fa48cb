import { dueDatesUpTo, nextDue, nextRetryOn } from './schedule';

const open = { endDate: null, cancelFrom: null, remainingPayments: null };

describe('billing schedule', () => {
  it('steps weekly, fortnightly and monthly (month end kept)', () => {
    expect(nextDue('2026-01-05', 'weekly')).toBe('2026-01-12');
    expect(nextDue('2026-01-05', 'fortnightly')).toBe('2026-01-19');
    expect(nextDue('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextDue('2026-02-28', 'monthly', '2026-01-31')).toBe('2026-03-31');
  });

  it('lists every due date up to today once and the next one after', () => {
    expect(dueDatesUpTo('2026-01-05', '2026-02-10', 'fortnightly', open)).toEqual({ dues: ['2026-01-05', '2026-01-19', '2026-02-02'], next: '2026-02-16' });
    expect(dueDatesUpTo('2026-03-01', '2026-02-10', 'fortnightly', open)).toEqual({ dues: [], next: '2026-03-01' });
  });

  it('ends at the end date, a cancellation and when the minimum period is paid', () => {
    expect(dueDatesUpTo('2026-01-05', '2026-03-01', 'fortnightly', { ...open, endDate: '2026-01-20' })).toEqual({ dues: ['2026-01-05', '2026-01-19'], next: null });
    expect(dueDatesUpTo('2026-01-05', '2026-03-01', 'fortnightly', { ...open, cancelFrom: '2026-01-19' })).toEqual({ dues: ['2026-01-05'], next: null });
    expect(dueDatesUpTo('2026-01-05', '2026-03-01', 'weekly', { ...open, remainingPayments: 2 })).toEqual({ dues: ['2026-01-05', '2026-01-12'], next: null });
  });

  it('retries 3, 7 and 14 days after the first decline, then stops', () => {
    expect(nextRetryOn('2026-01-05', 1, [3, 7, 14], '2026-01-05')).toBe('2026-01-08');
    expect(nextRetryOn('2026-01-05', 2, [3, 7, 14], '2026-01-08')).toBe('2026-01-12');
    expect(nextRetryOn('2026-01-05', 3, [3, 7, 14], '2026-01-12')).toBe('2026-01-19');
    expect(nextRetryOn('2026-01-05', 4, [3, 7, 14], '2026-01-19')).toBeNull();
  });
});
