// The calendar module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import { type BookingItem, type BookingKind, type CalendarFeed } from '@portal/shared/contracts';
import { eq } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Database } from '../../db/client';
import { calendarFeeds, classBookings, crecheBookings, members, ptBookings } from '../../db/schema';
import { joinAddress } from '../../lib/address';
import { now as clockNow } from '../../lib/clock';
import { findClub, type Member } from '../../lib/club-time';
import { firstRow } from '../../lib/first-row';
import { HttpError } from '../../lib/http-error';
import { randomToken } from '../../lib/tokens';
import { list } from '../bookings';

const KINDS: BookingKind[] = ['class', 'pt', 'creche'];

const PRODUCT_ID = 'member-portal/bookings';

export function event(b: BookingItem, location: string): EventAttributes {
  const title =
    b.kind === 'pt' ? `Personal Training with ${b.trainerName}` : b.kind === 'creche' ? `${b.className}: ${b.childName}` : b.className;
  const details = [
    b.kind === 'class' && b.trainerName ? `Instructor: ${b.trainerName}` : '',
    b.bookingStatus === 'Waiting' ? 'On Waiting List' : '',
    b.onlineClassUrlLink ? `Join live: ${b.onlineClassUrlLink}` : '',
  ].filter(Boolean);
  return {
    uid: `${b.kind}-${b.bookedId}@${PRODUCT_ID.split('/')[0]}`,
    start: new Date(b.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(b.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: b.bookingStatus === 'Waiting' ? `${title} (waiting list)` : title,
    description: details.join('\n'),
    location,
    status: b.bookingStatus === 'Waiting' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: b.bookingStatus === 'Waiting' ? 'TENTATIVE' : 'BUSY',
    productId: PRODUCT_ID,
  };
}

export function render(events: EventAttributes[], calName?: string): string {
  // ics refuses an empty list; an empty calendar is still a valid feed.
  if (events.length === 0) {
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}

export async function clubLocation(db: Database, clubId: number): Promise<string> {
  const club = await findClub(db, clubId);
  return joinAddress(club.name, club.street, club.suburb, club.state);
}

export async function ownerOf(db: Database, kind: BookingKind, id: number): Promise<number | undefined> {
  const table = kind === 'pt' ? ptBookings : kind === 'creche' ? crecheBookings : classBookings;
  const [row] = await db.select({ memberId: table.memberId }).from(table).where(eq(table.id, id));
  return row?.memberId;
}

/** The member's feed token, created on first use (unique per member and globally). */
export async function feed(db: Database, member: Member, publicOrigin: string): Promise<CalendarFeed> {
  await db.insert(calendarFeeds).values({ memberId: member.id, token: randomToken(24) }).onConflictDoNothing();
  const row = firstRow(await db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, member.id)), 'calendar feed');
  return { token: row.token, url: `${publicOrigin}/api/v1/calendar/${row.token}.ics` };
}

/** Every upcoming (not cancelled) booking of the token's member. */
export async function feedIcs(db: Database, token: string, now = clockNow()): Promise<string> {
  const [row] = await db
    .select({ m: members })
    .from(calendarFeeds)
    .innerJoin(members, eq(members.id, calendarFeeds.memberId))
    .where(eq(calendarFeeds.token, token));
  if (!row) throw new HttpError(404, 'Calendar not found.');
  const location = await clubLocation(db, row.m.clubId);
  const items = (await Promise.all(KINDS.map((k) => list(db, row.m, 'current', k, now)))).flat();
  return render(items.map((b) => event(b, location)), 'My bookings');
}
