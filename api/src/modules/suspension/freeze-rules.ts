// Freeze by rules: what a club's freeze type allows, checked without SQL. repo.ts runs it inside the
// suspend's transaction (membership row locked) against the membership's other freezes, so what
// the member was quoted is what is refused or stored. Dates are club-local YYYY-MM-DD.
import type { Debit, FreezeQuote } from '@portal/shared/contracts';
import { FREEZE_AFTER_END, FREEZE_OVERLAPS, freezeNotice, freezeTooLong, freezeTooMany, freezeTooShort } from '@portal/shared/messages';
import { freezeFeeCents } from '@portal/shared/validators';
import { debitDates, type DebitFrequency, nextDebitDate } from '../../lib/debit-dates';
import { addDays, displayDate } from '../../lib/member-context';
import { daysBetween } from '../fees';

export interface FreezeRules {
  minDays: number;
  maxDays: number;
  feeKind: 'per-week' | 'flat';
  feeCents: number;
  maxPerYear: number;
  noticeDays: number;
}

/** A freeze already on the membership; one ended early counts for the year only if it had begun. */
export interface TakenFreeze {
  fromDate: string;
  toDate: string;
  /** Club-local day it was ended early (unsuspend), or null. */
  cancelledOn: string | null;
}

export interface FreezeProblem {
  field: 'suspendFromString' | 'suspendToString' | 'freezeTypeId';
  message: string;
}

/** The first rule the freeze breaks, or null. `from` is not before today (checked first by the caller). */
export function freezeProblem(rules: FreezeRules, from: string, to: string, today: string, taken: TakenFreeze[], endDate: string | null): FreezeProblem | null {
  const earliest = addDays(today, rules.noticeDays);
  if (from < earliest) return { field: 'suspendFromString', message: freezeNotice(rules.noticeDays, displayDate(earliest)) };
  const days = daysBetween(from, to) + 1;
  if (days < rules.minDays) return { field: 'suspendToString', message: freezeTooShort(rules.minDays) };
  if (days > rules.maxDays) return { field: 'suspendToString', message: freezeTooLong(rules.maxDays) };
  if (endDate && to > endDate) return { field: 'suspendToString', message: FREEZE_AFTER_END };
  const live = taken.filter((t) => t.cancelledOn === null);
  if (live.some((t) => from <= t.toDate && to >= t.fromDate)) return { field: 'suspendFromString', message: FREEZE_OVERLAPS };
  const year = from.slice(0, 4);
  const counted = taken.filter((t) => t.fromDate.slice(0, 4) === year && (t.cancelledOn === null || t.fromDate <= t.cancelledOn));
  if (counted.length >= rules.maxPerYear) return { field: 'freezeTypeId', message: freezeTooMany(rules.maxPerYear) };
  return null;
}

export interface FreezeMembership {
  contractType: 'Paid in Full' | 'Direct Debit';
  nextPaymentDate: string | null;
  nextPaymentAmountCents: number | null;
}

/** What the freeze does: its days, its fee and the next three debits now and after (they wait until it ends). */
export function freezeQuote(rules: FreezeRules, m: FreezeMembership, frequency: DebitFrequency, priceCents: number, from: string, to: string): FreezeQuote {
  const days = daysBetween(from, to) + 1;
  const amountCents = m.nextPaymentAmountCents ?? priceCents;
  const debit = (date: string): Debit => ({ date, amountCents });
  const next = m.contractType === 'Direct Debit' ? m.nextPaymentDate : null;
  if (!next) return { days, feeCents: freezeFeeCents(rules, days), debitsNow: [], debitsAfter: [] };
  // The next debit moves as suspend() moves it: due on or after the first frozen day, it waits the
  // frozen days. A later one the freeze covers moves to the day after it, as the billing run moves
  // it (billing/make-debits.ts), and the run goes on from there.
  const after: string[] = [next >= from ? addDays(next, days) : next];
  while (after.length < 3) {
    const due = nextDebitDate(after[after.length - 1]!, frequency);
    after.push(due >= from && due <= to ? addDays(to, 1) : due);
  }
  return { days, feeCents: freezeFeeCents(rules, days), debitsNow: debitDates(next, frequency, 3).map(debit), debitsAfter: after.map(debit) };
}
