// Add to calendar: one booking as an .ics download, and a member's private feed of bookings
// (URL with a per-member token, so calendar apps can poll it without a session cookie). The token
// is a bearer credential: only its hash is stored, the member can reset it, and a password change
// or deleting the account revokes it (lib/password-change.ts).
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { BOOKING_NOT_FOUND_MESSAGE, NO_ACCESS_MESSAGE, type BookingItem, type BookingKind, type CalendarFeed } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classBookings, crecheBookings, ptBookings } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { linkSecret } from '../../lib/link-secrets';
import * as repo from './repo';
import { findClub, type Member } from '../../lib/club-time';
import { list } from '../bookings';
import { now as clockNow } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';
import { joinAddress } from '../../lib/address';

const KINDS: BookingKind[] = ['class', 'pt', 'creche'];
const PRODUCT_ID = 'member-portal/bookings';

function event(b: BookingItem, location: string): EventAttributes {
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

function render(events: EventAttributes[], calName?: string): string {
  // ics refuses an empty list; an empty calendar is still a valid feed.
  if (events.length === 0) {
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}

async function clubLocation(db: Database, clubId: number): Promise<string> {
  const club = await findClub(db, clubId);
  return joinAddress(club.name, club.street, club.suburb, club.state);
}

async function ownerOf(db: Database, kind: BookingKind, id: number): Promise<number | undefined> {
  const table = kind === 'pt' ? ptBookings : kind === 'creche' ? crecheBookings : classBookings;
  const [row] = await db.select({ memberId: table.memberId }).from(table).where(eq(table.id, id));
  return row?.memberId;
}

/** One upcoming booking of the member as an .ics file. */
export async function bookingIcs(db: Database, member: Member, kind: BookingKind, id: number, now = clockNow()): Promise<string> {
  const owner = await ownerOf(db, kind, id);
  if (owner === undefined) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  if (owner !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const found = (await list(db, member, 'current', kind, now)).find((b) => b.bookedId === id);
  if (!found) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  return render([event(found, await clubLocation(db, member.clubId))]);
}

/** The feed's token: an HMAC of the row's nonce, so the URL can be shown again though only its hash is stored. */
function feedToken(memberId: number, nonce: string): string {
  return createHmac('sha256', linkSecret('memberLink')).update(`calendar-feed:${memberId}:${nonce}`).digest('base64url');
}

function feedOf(row: repo.FeedRow, publicOrigin: string): CalendarFeed {
  const token = feedToken(row.memberId, row.nonce);
  return {
    token,
    url: `${publicOrigin}/api/v1/calendar/${token}.ics`,
    createdAt: row.createdAt.toISOString(),
    lastReadAt: row.lastReadAt ? row.lastReadAt.toISOString() : null,
  };
}

/** The member's feed, created on first use. */
export async function feed(db: Database, member: Member, publicOrigin: string): Promise<CalendarFeed> {
  let [row] = await repo.feedsOf(db, member.id);
  if (!row) {
    const nonce = randomToken(16);
    await repo.insertFeed(db, member.id, nonce, sha256Hex(feedToken(member.id, nonce)));
    row = firstRow(await repo.feedsOf(db, member.id), 'calendar feed');
  }
  return feedOf(row, publicOrigin);
}

/** A new feed URL for the member; the old one answers 404 from now on. */
export async function resetFeed(db: Database, member: Member, publicOrigin: string): Promise<CalendarFeed> {
  const nonce = randomToken(16);
  await repo.replaceFeed(db, member.id, nonce, sha256Hex(feedToken(member.id, nonce)), clockNow());
  return feed(db, member, publicOrigin);
}

/** Every upcoming (not cancelled) booking of the token's member. */
export async function feedIcs(db: Database, token: string, now = clockNow()): Promise<string> {
  const member = await repo.readFeed(db, sha256Hex(token), now);
  if (!member) throw new HttpError(404, 'Calendar not found.');
  const location = await clubLocation(db, member.clubId);
  const items = (await Promise.all(KINDS.map((k) => list(db, member, 'current', k, now)))).flat();
  return render(items.map((b) => event(b, location)), 'My bookings');
}
