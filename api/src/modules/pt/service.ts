// Personal training: booking types, durations, trainer availability, subscriptions, booking.
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { type BookPtInput, bookPtSessionIn, type PtBookingRow } from './repo';
export { bookingTypes, bookPtSessionIn, cancelPt, DEFAULT_DURATIONS, durations, ptCancellationTerms, ptSubscriptions, SEARCH_START, searchTrainers, type BookPtInput, type PtBookingRow, type PtTransaction } from './repo';

/**
 * Books a PT slot in its own transaction: the PT page's path. Purchases that book a stored slot
 * call `bookPtSessionIn` with their own transaction instead, so both paths share every check.
 */
export async function bookPtSession(db: Database, input: BookPtInput, now = clockNow()): Promise<PtBookingRow> {
  return db.transaction((tx) => bookPtSessionIn(tx, input, now));
}
