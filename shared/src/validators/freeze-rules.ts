// A club's freeze types (console) and a member's freeze under one (/suspendmember): the rules the
// form shows on its fields and the API runs again, refusing with the first one.
import type { FreezeTypeInput } from '../contracts/self-service';
import { REQUIRED } from '../messages/validation';
import { MAX_PRICE_CENTS, PRICE_MESSAGE, type FieldErrorMap } from './catalogue-rules';

export const FREEZE_DAYS_MESSAGE = 'Enter a number of days from 1 to 365.';
export const FREEZE_MAX_BELOW_MIN_MESSAGE = 'The longest freeze cannot be shorter than the shortest.';
export const FREEZE_PER_YEAR_MESSAGE = 'Enter how many freezes a year, from 1 to 12.';
export const FREEZE_NOTICE_MESSAGE = 'Enter the notice in days, from 0 to 90.';

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

export function freezeTypeErrors(t: FreezeTypeInput): FieldErrorMap<FreezeTypeInput> {
  const errors: Record<string, string | undefined> = {
    name: t.name.trim() ? undefined : REQUIRED,
    minDays: wholeIn(t.minDays, 1, 365) ? undefined : FREEZE_DAYS_MESSAGE,
    maxDays: !wholeIn(t.maxDays, 1, 365) ? FREEZE_DAYS_MESSAGE : t.maxDays < t.minDays ? FREEZE_MAX_BELOW_MIN_MESSAGE : undefined,
    feeCents: wholeIn(t.feeCents, 0, MAX_PRICE_CENTS) ? undefined : PRICE_MESSAGE,
    maxPerYear: wholeIn(t.maxPerYear, 1, 12) ? undefined : FREEZE_PER_YEAR_MESSAGE,
    noticeDays: wholeIn(t.noticeDays, 0, 90) ? undefined : FREEZE_NOTICE_MESSAGE,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrorMap<FreezeTypeInput>;
}

/** The fee of a freeze of `days` days: per started week, or once. */
export function freezeFeeCents(t: Pick<FreezeTypeInput, 'feeKind' | 'feeCents'>, days: number): number {
  return t.feeKind === 'flat' ? t.feeCents : Math.ceil(days / 7) * t.feeCents;
}
