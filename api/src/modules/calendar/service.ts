// Add to calendar: one booking as an .ics download, and a member's private feed of bookings
// (URL with a random per-member token, so calendar apps can poll it without a session cookie).
import { BOOKING_NOT_FOUND_MESSAGE, NO_ACCESS_MESSAGE, type BookingKind } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { type Member } from '../../lib/club-time';
import { HttpError } from '../../lib/http-error';
import { list } from '../bookings';
import { clubLocation, event, ownerOf, render } from './repo';
export { feed, feedIcs } from './repo';

/** One upcoming booking of the member as an .ics file. */
export async function bookingIcs(db: Database, member: Member, kind: BookingKind, id: number, now = clockNow()): Promise<string> {
  const owner = await ownerOf(db, kind, id);
  if (owner === undefined) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  if (owner !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const found = (await list(db, member, 'current', kind, now)).find((b) => b.bookedId === id);
  if (!found) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  return render([event(found, await clubLocation(db, member.clubId))]);
}
