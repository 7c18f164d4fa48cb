// Server-side fee quote for a membership change (docs/spec/account-core.md §3 fee calculation, §4, §5).
import type { FeeBreakdown } from '@portal/shared/contracts';
import {
  MEMBERSHIP_START_DATE_INVALID,
  ONE_SUBSCRIPTION_PER_TYPE,
  PAYMENT_BEFORE_MEMBERSHIP_START,
  PAYMENT_START_DATE_INVALID,
} from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { addDays, centsToDollars, isWeekdayIso, type MemberContext } from '../../lib/member-context';
import * as types from '../membership-types';
import * as promo from '../promo';
import { calculateFees, GST_RATE, type FeeResult, type Frequency } from './calculate';

export const CARD_ONLY = 'This membership can only be paid by credit card.';
export const SUBSCRIPTION_NOT_AVAILABLE = 'That subscription is not available with this membership.';

export interface QuoteRequest {
  membershipTypeId: number;
  paymentType: 17 | 19;
  cardType?: string | null;
  membershipStartDate: string;
  paymentStartDate: string;
  promoCode?: string | null;
  subscriptionIds?: number[];
  /** Intro add-on cents (online join): part of the quote so the total shown is the total charged. */
  addOnCents?: number;
}

export interface Quote {
  type: types.MembershipTypeRow;
  promo: promo.PromoRow | null;
  subscriptions: types.SubscriptionRow[];
  fees: FeeResult;
  breakdown: FeeBreakdown;
}

/** Start dates the spec allows: weekdays, membership start from today to today + the type's days. */
export function checkDates(type: types.MembershipTypeRow, today: string, msd: string, psd: string): { msd: string; psd: string } {
  // Paid in full starts today (docs/spec/account-core.md §4: both start dates set to today).
  if (!type.isDirectDebit) return { msd: today, psd: today };
  const okMsd = isWeekdayIso(msd) && msd >= today && msd <= addDays(today, type.noOfDaysAllowMembershipStartDate);
  const okPsd = isWeekdayIso(psd) && psd >= msd && psd <= addDays(msd, type.noOfDaysAllowPaymentStartDate);
  // Each date names its own problem, shown on its field (not 'Issue Validating Credit Card').
  if (!okMsd) throw new HttpError(400, MEMBERSHIP_START_DATE_INVALID);
  if (!okPsd) throw new HttpError(400, psd < msd ? PAYMENT_BEFORE_MEMBERSHIP_START : PAYMENT_START_DATE_INVALID);
  return { msd, psd };
}

export async function quote(db: Database, ctx: MemberContext, req: QuoteRequest): Promise<Quote> {
  const type = await types.requireTypeRow(db, ctx.club.id, req.membershipTypeId);
  if (!type.isDirectDebit && req.paymentType !== 17) throw new HttpError(400, CARD_ONLY);
  const { msd, psd } = checkDates(type, ctx.today, req.membershipStartDate, req.paymentStartDate);
  const promoRow = req.promoCode?.trim() ? await promo.requireValidPromo(db, ctx.club.id, req.promoCode, ctx.today) : null;

  const ids = [...new Set(req.subscriptionIds ?? [])];
  const available = await types.subscriptionRowsForType(db, ctx.club.id, type);
  const chosen = ids.map((id) => available.find((s) => s.id === id));
  if (chosen.some((s) => !s)) throw new HttpError(400, SUBSCRIPTION_NOT_AVAILABLE);
  const subs = chosen as types.SubscriptionRow[];
  if (new Set(subs.map((s) => s.subscriptionType)).size !== subs.length) throw new HttpError(400, ONE_SUBSCRIPTION_PER_TYPE);

  const fees = calculateFees({
    type: {
      priceCents: type.priceCents,
      joiningFeeCents: type.joiningFeeCents,
      accessCardFeeCents: type.accessCardFeeCents,
      isDirectDebit: type.isDirectDebit,
      paymentFrequency: type.paymentFrequency as Frequency,
    },
    membershipStartDate: msd,
    paymentStartDate: psd,
    paymentType: req.paymentType,
    cardType: req.cardType,
    promo: promoRow ? promo.toFeePromo(promoRow) : null,
    subscriptionCents: subs.reduce((sum, s) => sum + s.totalCostCents, 0),
    addOnCents: req.addOnCents ?? 0,
  });
  return { type, promo: promoRow, subscriptions: subs, fees, breakdown: toBreakdown(type, fees, req.paymentType, msd, psd, promoRow) };
}

function toBreakdown(
  type: types.MembershipTypeRow,
  f: FeeResult,
  paymentType: 17 | 19,
  msd: string,
  psd: string,
  promoRow: promo.PromoRow | null,
): FeeBreakdown {
  const d = centsToDollars;
  const promoText = promoRow ? `Promo ${promoRow.code}: ${promo.describePromo(promoRow)}` : '';
  return {
    gstRate: GST_RATE,
    regularpayment: d(f.regularPayment),
    regularPaymentTotal: d(f.regularPaymentTotal),
    setupFee: 0,
    joiningFee: d(f.joiningFee),
    accessCardFee: d(f.accessCardFee),
    cardTransactionfee: d(f.cardTransactionFee),
    prorata: d(f.prorata),
    prorataDays: f.prorataDays,
    firstPaymentSubtotal: d(f.firstPaymentSubtotal),
    totalGst: d(f.totalGst),
    regularPaymentSurcharge: d(f.regularPaymentSurcharge),
    firstPaymentTotal: d(f.firstPaymentTotal),
    subscriptionAmount: d(f.subscriptionAmount),
    membershipDiscount: d(f.membershipDiscount),
    joiningFeeDiscount: d(f.joiningFeeDiscount),
    accessCardFeeDiscount: d(f.accessCardFeeDiscount),
    joiningFeeLabel: 'Joining Fee',
    accessCardFeeLabel: 'Access Card Fee',
    membershipLabel: type.isDirectDebit ? 'Membership (prorata)' : 'Membership',
    specialConditions: [type.minimumPeriodLabel ? `Minimum period: ${type.minimumPeriodLabel}.` : '', promoText]
      .filter(Boolean)
      .join(' '),
    variationPromo: promoText,
    promoCode: promoRow?.code ?? '',
    membershipStartDate: msd,
    paymentStartDate: psd,
    isDirectDebit: type.isDirectDebit,
    paymentType,
    lines: f.lines,
    cents: {
      regularPayment: f.regularPayment,
      regularPaymentTotal: f.regularPaymentTotal,
      joiningFee: f.joiningFee,
      accessCardFee: f.accessCardFee,
      cardTransactionFee: f.cardTransactionFee,
      prorata: f.prorata,
      firstPaymentSubtotal: f.firstPaymentSubtotal,
      totalGst: f.totalGst,
      regularPaymentSurcharge: f.regularPaymentSurcharge,
      firstPaymentTotal: f.firstPaymentTotal,
      subscriptionAmount: f.subscriptionAmount,
      membershipGross: f.membershipGross,
      membershipDiscount: f.membershipDiscount,
      regularPaymentDiscount: f.regularPaymentDiscount,
      joiningFeeDiscount: f.joiningFeeDiscount,
      accessCardFeeDiscount: f.accessCardFeeDiscount,
    },
  };
}

/** Subscription rows of the club by id (used when a signup is completed). */
export async function subscriptionRows(db: Database, clubId: number, ids: number[]): Promise<types.SubscriptionRow[]> {
  const rows = await types.listWebSubscriptions(db, clubId);
  return rows.filter((s) => ids.includes(s.id));
}
