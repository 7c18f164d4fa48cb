// Cancel online: the one quote (what cancelling today means). No SQL here; repo.ts runs it inside
// the confirm's transaction, so what the member saw is what is stored.
//
// Dates are club-local YYYY-MM-DD. The effective date is the membership's last day (inclusive):
// today plus the type's notice days (a paid-in-full membership never past its expiry). Debits
// dated before it are still taken; none on or after it. Inside the minimum term (its last day
// after the effective date) the type either refuses or charges its early-cancellation fee.
import type { CancellationQuote, Debit } from '@portal/shared/contracts';
import { cancelInMinimumTerm } from '@portal/shared/messages';
import { addMonths, nextDebitDate } from '../../lib/debit-dates';
import { addDays, displayDate } from '../../lib/member-context';

export interface QuoteType {
  description: string;
  minimumPeriod: number;
  cancelNoticeDays: number;
  earlyCancelAllowed: boolean;
  earlyCancelFeeCents: number;
  priceCents: number;
  paymentFrequency: 'weekly' | 'fortnightly' | 'monthly' | null;
}

export interface QuoteMembership {
  contractType: 'Paid in Full' | 'Direct Debit';
  startDate: string;
  expiryDate: string | null;
  nextPaymentDate: string | null;
  nextPaymentAmountCents: number | null;
}

/** The minimum term's last day ('' when the type has none). */
export function minimumTermEnds(type: Pick<QuoteType, 'minimumPeriod'>, startDate: string): string {
  return type.minimumPeriod > 0 ? addDays(addMonths(startDate, type.minimumPeriod), -1) : '';
}

/**
 * The day an early cancellation's fee is debited: the day after the last day, when the cancellation
 * can no longer be withdrawn (a fee taken on the last day would be kept by a member who withdraws
 * that afternoon). '' when there is no fee.
 */
export function feeDueDate(effectiveDate: string, feeCents: number): string {
  return feeCents > 0 ? addDays(effectiveDate, 1) : '';
}

/** The debits dated before the effective date, from the next one on (a suspension already moved it). */
export function debitsBefore(type: QuoteType, m: QuoteMembership, effectiveDate: string): Debit[] {
  if (m.contractType !== 'Direct Debit' || !m.nextPaymentDate) return [];
  const amountCents = m.nextPaymentAmountCents ?? type.priceCents;
  const out: Debit[] = [];
  // A weekly membership with a year's notice is 53 debits; the bound only guards bad data.
  for (let d = m.nextPaymentDate; d < effectiveDate && out.length < 400; d = nextDebitDate(d, type.paymentFrequency)) {
    out.push({ date: d, amountCents });
  }
  return out;
}

export function quoteCancellation(type: QuoteType, m: QuoteMembership, today: string, mode: CancellationQuote['mode']): CancellationQuote {
  let effectiveDate = addDays(today, Math.max(0, type.cancelNoticeDays));
  if (m.contractType === 'Paid in Full' && m.expiryDate && m.expiryDate < effectiveDate) effectiveDate = m.expiryDate < today ? today : m.expiryDate;
  const termEnds = minimumTermEnds(type, m.startDate);
  const early = termEnds !== '' && effectiveDate < termEnds;
  const remainingDebits = debitsBefore(type, m, effectiveDate);
  const feeCents = early && type.earlyCancelAllowed ? type.earlyCancelFeeCents : 0;
  return {
    membershipName: type.description,
    noticeDays: type.cancelNoticeDays,
    minimumPeriodMonths: type.minimumPeriod,
    minimumTermEnds: termEnds,
    effectiveDate,
    remainingDebits,
    remainingDebitsCents: remainingDebits.reduce((sum, d) => sum + d.amountCents, 0),
    feeCents,
    feeDueDate: feeDueDate(effectiveDate, feeCents),
    mode,
    refusal: early && !type.earlyCancelAllowed ? cancelInMinimumTerm(displayDate(termEnds)) : '',
  };
}
