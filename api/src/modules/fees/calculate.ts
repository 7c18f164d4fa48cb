// Pure fee calculation (docs/spec/account-core.md §3 fee calculation, §4, §9): every amount in integer cents.
// The route wraps it with the database look-ups; the tests drive it directly.

export type Frequency = 'weekly' | 'fortnightly' | 'monthly' | null;

export interface FeeType {
  priceCents: number;
  joiningFeeCents: number;
  accessCardFeeCents: number;
  isDirectDebit: boolean;
  paymentFrequency: Frequency;
}

export interface FeePromo {
  code: string;
  kind: 'percent' | 'fixed';
  /** whole percent, or cents */
  value: number;
  appliesTo: 'membership' | 'joining_fee' | 'any';
}

export interface FeeInput {
  type: FeeType;
  membershipStartDate: string;
  paymentStartDate: string;
  paymentType: 17 | 19;
  cardType?: string | null;
  promo?: FeePromo | null;
  subscriptionCents?: number;
  /** Intro add-ons bought with an online join: extras of the first payment, like subscriptions. */
  addOnCents?: number;
}

/**
 * One line of the first payment as every screen and PDF shows it. Charges are at their full
 * price and the promo is one negative line, so the lines add up to the subtotal exactly.
 */
export interface FeeLine {
  kind: 'membership' | 'joiningFee' | 'accessCardFee' | 'extras' | 'discount';
  label: string;
  cents: number;
}

export interface FeeResult {
  regularPayment: number;
  regularPaymentTotal: number;
  regularPaymentSurcharge: number;
  joiningFee: number;
  accessCardFee: number;
  prorata: number;
  prorataDays: number;
  /** The membership part of the first payment before the promo (the prorata, or the price). */
  membershipGross: number;
  /** The membership part of the first payment after the promo. */
  membershipFee: number;
  /** Subscriptions and intro add-ons. */
  subscriptionAmount: number;
  /** What the promo takes off the membership part of the first payment. */
  membershipDiscount: number;
  /** What a percentage promo takes off every regular payment (not part of the first payment). */
  regularPaymentDiscount: number;
  joiningFeeDiscount: number;
  accessCardFeeDiscount: number;
  firstPaymentSubtotal: number;
  cardTransactionFee: number;
  firstPaymentTotal: number;
  totalGst: number;
  /** The first payment line by line: the lines sum to firstPaymentSubtotal. */
  lines: FeeLine[];
}

/** 'total minus total divided by gstRate' (docs/spec/account-core.md §4): prices are GST inclusive. */
export const GST_RATE = 1.1;

/** Card surcharge in basis points by card type; direct debit carries none. */
export const CARD_SURCHARGE_BP: Record<string, number> & { VISACARD: number } = {
  VISACARD: 150,
  MASTERCARD: 150,
  AMEXCARD: 300,
  DINERSCLUBCARD: 300,
};

const DAY_MS = 86_400_000;

function parseIso(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw new Error(`bad date ${value}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Whole days from a to b (b - a), both YYYY-MM-DD. */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseIso(b) - parseIso(a)) / DAY_MS);
}

export function daysInMonthOf(date: string): number {
  const d = new Date(parseIso(date));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Days in one billing period; a month is the calendar month the membership starts in. */
export function periodDays(frequency: Frequency, membershipStartDate: string): number {
  if (frequency === 'weekly') return 7;
  if (frequency === 'fortnightly') return 14;
  return daysInMonthOf(membershipStartDate);
}

/** Half-up rounding of a non-negative amount of cents. */
const round = (value: number) => Math.floor(value + 0.5);

/** GST included in a GST-inclusive total: total - total / 1.1, rounded to cents. */
export function gstOf(totalCents: number): number {
  return totalCents - round(totalCents / GST_RATE);
}

export function surchargeOf(amountCents: number, paymentType: 17 | 19, cardType?: string | null): number {
  if (paymentType !== 17) return 0;
  const bp = CARD_SURCHARGE_BP[(cardType ?? '').toUpperCase()] ?? CARD_SURCHARGE_BP.VISACARD;
  return round((amountCents * bp) / 10_000);
}

const percentOf = (cents: number, pct: number) => round((cents * pct) / 100);

export function calculateFees(input: FeeInput): FeeResult {
  const { type, promo } = input;
  const subscriptionAmount = (input.subscriptionCents ?? 0) + (input.addOnCents ?? 0);
  const appliesToMembership = promo && (promo.appliesTo === 'membership' || promo.appliesTo === 'any');
  const appliesToJoining = promo && (promo.appliesTo === 'joining_fee' || promo.appliesTo === 'any');

  // A percentage promo on the membership lowers every regular payment (and so the prorata).
  const regularDiscount = appliesToMembership && promo.kind === 'percent' ? percentOf(type.priceCents, promo.value) : 0;
  const regularPayment = type.isDirectDebit ? type.priceCents - regularDiscount : 0;

  let prorataDays = 0;
  let prorata = 0;
  // The prorata at the full price: what the membership line shows before the promo line.
  let prorataGross = 0;
  if (type.isDirectDebit) {
    prorataDays = Math.max(0, daysBetween(input.membershipStartDate, input.paymentStartDate));
    const days = periodDays(type.paymentFrequency, input.membershipStartDate);
    prorata = round((prorataDays * regularPayment) / days);
    prorataGross = round((prorataDays * type.priceCents) / days);
  }

  // The membership part of the first payment: the prorata (direct debit) or the full price.
  const membershipGross = type.isDirectDebit ? prorataGross : type.priceCents;
  let membershipFee = type.isDirectDebit ? prorata : type.priceCents - regularDiscount;
  let joiningFeeDiscount = 0;
  let accessCardFeeDiscount = 0;

  if (promo && promo.kind === 'percent' && appliesToJoining) {
    joiningFeeDiscount = percentOf(type.joiningFeeCents, promo.value);
    if (promo.appliesTo === 'any') accessCardFeeDiscount = percentOf(type.accessCardFeeCents, promo.value);
  }
  if (promo && promo.kind === 'fixed') {
    // A fixed amount comes off the first payment once: joining fee, then access card, then membership
    // ('any'); only the named part otherwise. Never below zero.
    let left = promo.value;
    const take = (available: number) => {
      const used = Math.min(available, left);
      left -= used;
      return used;
    };
    if (promo.appliesTo !== 'membership') joiningFeeDiscount = take(type.joiningFeeCents);
    if (promo.appliesTo === 'any') accessCardFeeDiscount = take(type.accessCardFeeCents);
    if (promo.appliesTo !== 'joining_fee') membershipFee -= take(membershipFee);
  }
  const membershipDiscount = membershipGross - membershipFee;

  const joiningFee = type.joiningFeeCents - joiningFeeDiscount;
  const accessCardFee = type.accessCardFeeCents - accessCardFeeDiscount;
  const firstPaymentSubtotal = membershipFee + joiningFee + accessCardFee + subscriptionAmount;
  const cardTransactionFee = surchargeOf(firstPaymentSubtotal, input.paymentType, input.cardType);
  const firstPaymentTotal = firstPaymentSubtotal + cardTransactionFee;
  const regularPaymentSurcharge = surchargeOf(regularPayment, input.paymentType, input.cardType);
  const discount = membershipDiscount + joiningFeeDiscount + accessCardFeeDiscount;
  const lines: FeeLine[] = [
    { kind: 'membership' as const, label: type.isDirectDebit ? 'Membership (prorata)' : 'Membership', cents: membershipGross },
    { kind: 'joiningFee' as const, label: 'Joining Fee', cents: type.joiningFeeCents },
    { kind: 'accessCardFee' as const, label: 'Access Card Fee', cents: type.accessCardFeeCents },
    { kind: 'extras' as const, label: 'Extras', cents: subscriptionAmount },
    { kind: 'discount' as const, label: promo ? `Discount (${promo.code})` : 'Discount', cents: -discount },
  ].filter((line) => line.cents !== 0);
  return {
    regularPayment,
    regularPaymentTotal: regularPayment + regularPaymentSurcharge,
    regularPaymentSurcharge,
    joiningFee,
    accessCardFee,
    prorata,
    prorataDays,
    membershipGross,
    membershipFee,
    subscriptionAmount,
    membershipDiscount,
    regularPaymentDiscount: type.isDirectDebit ? regularDiscount : 0,
    joiningFeeDiscount,
    accessCardFeeDiscount,
    firstPaymentSubtotal,
    cardTransactionFee,
    firstPaymentTotal,
    totalGst: gstOf(firstPaymentTotal),
    lines,
  };
}
