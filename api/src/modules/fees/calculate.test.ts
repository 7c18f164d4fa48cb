import fc from 'fast-check';
import { calculateFees, daysBetween, gstOf, periodDays, surchargeOf, type FeePromo, type FeeType } from './calculate';

const dd = (over: Partial<FeeType> = {}): FeeType => ({
  priceCents: 3100,
  joiningFeeCents: 9900,
  accessCardFeeCents: 2000,
  isDirectDebit: true,
  paymentFrequency: 'monthly',
  ...over,
});
const pif: FeeType = { priceCents: 79900, joiningFeeCents: 0, accessCardFeeCents: 2000, isDirectDebit: false, paymentFrequency: null };

describe('prorata', () => {
  test('days across a month end, monthly period of the start month', () => {
    // 30 Jan -> 2 Feb: 3 days of a 31-day January.
    const f = calculateFees({ type: dd(), membershipStartDate: '2025-01-30', paymentStartDate: '2025-02-02', paymentType: 19 });
    expect(f.prorataDays).toBe(3);
    expect(f.prorata).toBe(300); // 3 x 3100 / 31
  });

  test('leap-year February has 29 days', () => {
    expect(periodDays('monthly', '2024-02-10')).toBe(29);
    expect(periodDays('monthly', '2025-02-10')).toBe(28);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    const f = calculateFees({ type: dd({ priceCents: 2900 }), membershipStartDate: '2024-02-28', paymentStartDate: '2024-03-01', paymentType: 19 });
    expect(f.prorata).toBe(200); // 2 x 2900 / 29
  });

  test('weekly and fortnightly periods, rounding half up to cents', () => {
    const w = calculateFees({ type: dd({ priceCents: 1995, paymentFrequency: 'weekly' }), membershipStartDate: '2025-03-03', paymentStartDate: '2025-03-06', paymentType: 19 });
    expect(w.prorata).toBe(855); // 3 x 1995 / 7 = 855
    const f = calculateFees({ type: dd({ priceCents: 2995, paymentFrequency: 'fortnightly' }), membershipStartDate: '2025-03-03', paymentStartDate: '2025-03-04', paymentType: 19 });
    expect(f.prorata).toBe(214); // 2995 / 14 = 213.93
  });

  test('paid in full has no prorata and charges the full price', () => {
    const f = calculateFees({ type: pif, membershipStartDate: '2025-03-03', paymentStartDate: '2025-03-03', paymentType: 17, cardType: 'VISACARD' });
    expect(f.prorata).toBe(0);
    expect(f.regularPayment).toBe(0);
    expect(f.firstPaymentSubtotal).toBe(81900);
    expect(f.cardTransactionFee).toBe(1229); // 1.5 % of 819.00 = 12.285 -> 12.29
    expect(f.firstPaymentTotal).toBe(83129);
  });
});

describe('promo codes', () => {
  /** A direct-debit membership from 30 Jan 2025 (first regular debit 2 Feb unless given) with the promo. */
  const ddWithPromo = (promo: FeePromo, paymentStartDate = '2025-02-02') =>
    calculateFees({ type: dd(), membershipStartDate: '2025-01-30', paymentStartDate, paymentType: 19, promo });

  test('percent on the membership lowers the regular payment and the prorata', () => {
    const f = ddWithPromo({ code: 'WELCOME10', kind: 'percent', value: 10, appliesTo: 'membership' });
    // The first payment's membership line is the 3-day prorata: $3.00 at full price, $2.70 after 10 %.
    expect(f.membershipGross).toBe(300);
    expect(f.membershipDiscount).toBe(30);
    expect(f.regularPaymentDiscount).toBe(310);
    expect(f.regularPayment).toBe(2790);
    expect(f.prorata).toBe(270);
    expect(f.lines).toEqual([
      { kind: 'membership', label: 'Membership (prorata)', cents: 300 },
      { kind: 'joiningFee', label: 'Joining Fee', cents: 9900 },
      { kind: 'accessCardFee', label: 'Access Card Fee', cents: 2000 },
      { kind: 'discount', label: 'Discount (WELCOME10)', cents: -30 },
    ]);
    expect(f.joiningFeeDiscount).toBe(0);
    expect(f.firstPaymentTotal).toBe(270 + 9900 + 2000);
  });

  test('percent on a paid-in-full price', () => {
    const f = calculateFees({ type: pif, membershipStartDate: '2025-03-03', paymentStartDate: '2025-03-03', paymentType: 19, promo: { code: 'X', kind: 'percent', value: 10, appliesTo: 'membership' } });
    expect(f.membershipFee).toBe(71910);
    expect(f.firstPaymentSubtotal).toBe(73910);
  });

  test('fixed amount on any: joining fee first, then access card, never below zero', () => {
    const f = ddWithPromo({ code: 'FIFTYOFF', kind: 'fixed', value: 5000, appliesTo: 'any' });
    expect(f.joiningFeeDiscount).toBe(5000);
    expect(f.joiningFee).toBe(4900);
    expect(f.accessCardFeeDiscount).toBe(0);
    const big = ddWithPromo({ code: 'BIG', kind: 'fixed', value: 20000, appliesTo: 'any' });
    expect(big.joiningFee).toBe(0);
    expect(big.accessCardFee).toBe(0);
    expect(big.membershipFee).toBe(0);
    expect(big.firstPaymentTotal).toBe(0);
  });

  test('percent on the joining fee only', () => {
    const f = ddWithPromo({ code: 'J', kind: 'percent', value: 50, appliesTo: 'joining_fee' }, '2025-01-30');
    expect(f.joiningFeeDiscount).toBe(4950);
    expect(f.regularPayment).toBe(3100);
  });
});

describe('GST and surcharges', () => {
  test('GST is total - total / 1.1, rounded to cents', () => {
    expect(gstOf(11000)).toBe(1000);
    expect(gstOf(2995)).toBe(272); // 2995 - 2722.73 -> 2995 - 2723
    expect(gstOf(0)).toBe(0);
  });

  test('subscriptions are added to the first payment and GST covers it all', () => {
    const f = calculateFees({ type: pif, membershipStartDate: '2025-03-03', paymentStartDate: '2025-03-03', paymentType: 19, subscriptionCents: 35000 });
    expect(f.subscriptionAmount).toBe(35000);
    expect(f.firstPaymentTotal).toBe(116900);
    expect(f.totalGst).toBe(gstOf(116900));
  });

  test('card surcharge by card type; none for direct debit', () => {
    expect(surchargeOf(10000, 17, 'AMEXCARD')).toBe(300);
    expect(surchargeOf(10000, 17, 'MASTERCARD')).toBe(150);
    expect(surchargeOf(10000, 19, 'AMEXCARD')).toBe(0);
    const f = calculateFees({ type: dd(), membershipStartDate: '2025-01-30', paymentStartDate: '2025-01-30', paymentType: 17, cardType: 'VISACARD' });
    expect(f.regularPaymentSurcharge).toBe(47); // 1.5 % of 31.00 = 46.5 -> 47
    expect(f.regularPaymentTotal).toBe(3147);
  });
});

describe('the lines of the first payment (what every screen and PDF shows)', () => {
  test('the reported double count: a percent promo is taken off once, and no $0.00 membership line', () => {
    // Starting and paying on the same day: no prorata, so no membership line at all.
    const f = calculateFees({
      type: dd({ priceCents: 2000, joiningFeeCents: 9900, accessCardFeeCents: 2000 }),
      membershipStartDate: '2025-03-03',
      paymentStartDate: '2025-03-03',
      paymentType: 19,
      subscriptionCents: 2000,
      promo: { code: 'WELCOME10', kind: 'percent', value: 10, appliesTo: 'any' },
    });
    expect(f.lines.map((l) => l.kind)).toEqual(['joiningFee', 'accessCardFee', 'extras', 'discount']);
    expect(f.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(f.firstPaymentSubtotal);
  });

  const feeType = fc.record({
    priceCents: fc.integer({ min: 0, max: 500_000 }),
    joiningFeeCents: fc.integer({ min: 0, max: 50_000 }),
    accessCardFeeCents: fc.integer({ min: 0, max: 10_000 }),
    isDirectDebit: fc.boolean(),
    paymentFrequency: fc.constantFrom<FeeType['paymentFrequency']>('weekly', 'fortnightly', 'monthly'),
  });
  const appliesTo = fc.constantFrom<'membership' | 'joining_fee' | 'any'>('membership', 'joining_fee', 'any');
  const promo = fc.option(
    fc.oneof(
      fc.record({ code: fc.constant('WELCOME10'), kind: fc.constant<'percent'>('percent'), value: fc.integer({ min: 1, max: 100 }), appliesTo }),
      fc.record({ code: fc.constant('FIFTYOFF'), kind: fc.constant<'fixed'>('fixed'), value: fc.integer({ min: 1, max: 100_000 }), appliesTo }),
    ),
    { nil: null },
  );
  const day = fc.integer({ min: 0, max: 800 }).map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

  test('for any type, promo and dates: lines sum to the subtotal, the total is subtotal + surcharge, only the discount is negative', () => {
    fc.assert(
      fc.property(feeType, promo, day, fc.integer({ min: 0, max: 60 }), fc.constantFrom<17 | 19>(17, 19), fc.integer({ min: 0, max: 100_000 }), (type, p, msd, gap, paymentType, extras) => {
        const psd = new Date(Date.parse(msd) + gap * 86_400_000).toISOString().slice(0, 10);
        const f = calculateFees({ type, membershipStartDate: msd, paymentStartDate: psd, paymentType, cardType: 'VISACARD', promo: p, subscriptionCents: extras });
        expect(f.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(f.firstPaymentSubtotal);
        expect(f.firstPaymentTotal).toBe(f.firstPaymentSubtotal + f.cardTransactionFee);
        expect(f.membershipGross - f.membershipDiscount).toBe(f.membershipFee);
        for (const line of f.lines) {
          expect(line.cents).not.toBe(0);
          if (line.kind === 'discount') expect(line.cents).toBeLessThan(0);
          else expect(line.cents).toBeGreaterThan(0);
        }
        expect(f.firstPaymentSubtotal).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
