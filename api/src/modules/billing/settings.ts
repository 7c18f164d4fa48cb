// The club's billing settings (ADMIN): the retry schedule after a decline and the booking stop.
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { FieldError } from '../../lib/http-error';
import * as repo from './repo';

export const MAX_RETRIES = 6;
export const MAX_RETRY_DAY = 60;
export const RETRY_DAYS_MESSAGE = `Enter up to ${MAX_RETRIES} retry days from 1 to ${MAX_RETRY_DAY}, each later than the one before.`;
export const STOP_AFTER_MESSAGE = 'Enter a number of failed debits from 1 to 12, or leave it empty to never stop bookings.';

export interface BillingSettingsValue {
  retryDays: number[];
  stopBookingsAfter: number | null;
}

export async function billingSettings(db: Database, clubId: number): Promise<BillingSettingsValue> {
  return repo.settingsOf(db, clubId);
}

export async function updateBillingSettings(db: Database, clubId: number, input: BillingSettingsValue): Promise<BillingSettingsValue> {
  const days = input.retryDays;
  const ascending = days.every((d, i) => Number.isInteger(d) && d >= 1 && d <= MAX_RETRY_DAY && (i === 0 || d > days[i - 1]!));
  if (days.length > MAX_RETRIES || !ascending) throw new FieldError('retryDays', RETRY_DAYS_MESSAGE);
  // 0 reads as never, like an empty field.
  const stop = input.stopBookingsAfter === 0 ? null : input.stopBookingsAfter;
  if (stop !== null && (!Number.isInteger(stop) || stop < 1 || stop > 12)) throw new FieldError('stopBookingsAfter', STOP_AFTER_MESSAGE);
  await repo.saveSettings(db, clubId, days, stop, now());
  return { retryDays: days, stopBookingsAfter: stop };
}
