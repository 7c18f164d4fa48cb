import { freezeQuote, type FreezeRules } from './freeze-rules';

const rules: FreezeRules = { minDays: 7, maxDays: 28, feeKind: 'flat', feeCents: 0, maxPerYear: 2, noticeDays: 0 };
const weekly = (next: string) => ({ contractType: 'Direct Debit' as const, nextPaymentDate: next, nextPaymentAmountCents: 1995 });

describe('freezeQuote: the debits after are the ones the billing run will make', () => {
  it('moves a debit the freeze covers to the day after it, the run going on from there', () => {
    // Weekly, next on Thursday 5 March; frozen Saturday 7 to Friday 20 March.
    const q = freezeQuote(rules, weekly('2026-03-05'), 'weekly', 1995, '2026-03-07', '2026-03-20');
    expect(q.debitsNow.map((d) => d.date)).toEqual(['2026-03-05', '2026-03-12', '2026-03-19']);
    expect(q.debitsAfter.map((d) => d.date)).toEqual(['2026-03-05', '2026-03-21', '2026-03-28']);
  });

  it('moves the next debit by the frozen days when the freeze starts on or before it', () => {
    const q = freezeQuote(rules, weekly('2026-03-09'), 'weekly', 1995, '2026-03-07', '2026-03-20');
    expect(q.debitsAfter.map((d) => d.date)).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
  });

  it('leaves a monthly run the freeze does not touch as it is', () => {
    const q = freezeQuote(rules, weekly('2026-03-05'), 'monthly', 1995, '2026-03-07', '2026-03-20');
    expect(q.debitsAfter.map((d) => d.date)).toEqual(['2026-03-05', '2026-04-05', '2026-05-05']);
  });
});
