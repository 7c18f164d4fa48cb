// The creche module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import {
  BOOKING_NOT_FOUND_MESSAGE,
  CHILD_ALREADY_BOOKED_MESSAGE,
  CRECHE_BOOKED_MESSAGE,
  NO_ACCESS_MESSAGE,
  NOT_WAITING_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  SLOT_NOT_FREE_MESSAGE,
  WAIT_LIST_BOOKED_MESSAGE,
  type BookResult,
  type CancellationTerms,
  type CrecheKid,
  type CrecheSearchBody,
  type CrecheSession,
} from '@portal/shared/contracts';
import { and, asc, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { crecheAgeRefusal, ageInMonths } from '@portal/shared/validators';
import type { Database, Transaction } from '../../db/client';
import { crecheBookings, crecheSessions, memberKids } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { clubDayRange, localDate, localTime } from '../../lib/club-calendar';
import {
  assertDateInWindow,
  classWindowDays,
  findClub,
  searchClub,
  type Member,
} from '../../lib/club-time';
import { firstRow, RowNotFoundError } from '../../lib/first-row';
import { FieldError, HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import { activeKidsOf, findKid } from '../children';
import { noticeBooking } from '../notifications';
import { bookWaitingChild, crecheNotice, crechePosition, promoteWaitingChildren } from './waitlist';

type Tx = Transaction;

/** The club's sessions not cancelled that start in [from, to): what members search and the console lists. */
export function liveCrecheSessionsBetween(clubId: number, from: Date, to: Date): SQL {
  return and(eq(crecheSessions.clubId, clubId), isNull(crecheSessions.cancelledAt), gte(crecheSessions.startsAt, from), lt(crecheSessions.startsAt, to))!;
}

export async function kids(db: Database, memberId: number): Promise<CrecheKid[]> {
  const rows = await db.select().from(memberKids).where(activeKidsOf(memberId)).orderBy(asc(memberKids.firstName), asc(memberKids.id));
  return rows.map((k) => ({ id: k.id, name: `${k.firstName} ${k.lastName}`.trim() }));
}

export async function search(db: Database, user: SessionUser, body: CrecheSearchBody, now = clockNow()): Promise<CrecheSession[]> {
  const club = await searchClub(db, user, body);
  const tz = club.timeZone;
  assertDateInWindow(body.selectedDate, tz, classWindowDays(club), now);
  const [from, to] = clubDayRange(body.selectedDate, tz);
  const rows = await db
    .select({
      s: crecheSessions,
      // Waiting children get freed places first (book() counts them): those places are not free.
      // (The column is written out: a one-table select would render crecheSessions.id unqualified.)
      waiting: sql<number>`(select count(*)::int from creche_bookings w where w.session_id = "creche_sessions"."id" and w.status = 'Waiting')`,
    })
    .from(crecheSessions)
    .where(liveCrecheSessionsBetween(club.id, from, to))
    .orderBy(asc(crecheSessions.startsAt), asc(crecheSessions.id));
  return rows.map(({ s, waiting }) => ({
    classScheduleId: s.id,
    name: s.name,
    classDateTime: s.startsAt.toISOString(),
    classDate: localDate(s.startsAt, tz),
    classTime: localTime(s.startsAt, tz),
    endTime: localTime(s.endsAt, tz),
    capacity: s.capacity,
    totalBooked: s.totalBooked,
    spotsLeft: Math.max(0, s.capacity - s.totalBooked - Number(waiting)),
    hasStarted: s.startsAt.getTime() <= now.getTime(),
  }));
}

export const SESSION_CANCELLED_MESSAGE = 'The club has cancelled this session.';
export const BIRTHDAY_NEEDED_MESSAGE = 'This session is for children of certain ages: add the child\u2019s date of birth first.';

/** A session with an age range takes a child of that age on its day, and only a child whose age is known. */
function assertAgeFits(
  kid: { firstName: string; dateOfBirth: string | null },
  session: { minAgeMonths: number | null; maxAgeMonths: number | null },
  date: string,
): void {
  if (session.minAgeMonths === null && session.maxAgeMonths === null) return;
  if (!kid.dateOfBirth) throw new FieldError('childId', BIRTHDAY_NEEDED_MESSAGE);
  const refusal = crecheAgeRefusal(kid.firstName, ageInMonths(kid.dateOfBirth, date), session.minAgeMonths, session.maxAgeMonths);
  if (refusal) throw new FieldError('childId', refusal);
}

async function lockSession(tx: Tx, id: number) {
  const [row] = await tx.select().from(crecheSessions).where(eq(crecheSessions.id, id)).for('update');
  return row;
}

/** Waiting children ahead of this booking (joined earlier), for first-come Book Now. */
async function waitingAhead(tx: Tx, sessionId: number, booking: { id: number; createdAt: Date }): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(crecheBookings)
    .where(
      and(
        eq(crecheBookings.sessionId, sessionId),
        eq(crecheBookings.status, 'Waiting'),
        sql`(${crecheBookings.createdAt}, ${crecheBookings.id}) < (${booking.createdAt}, ${booking.id})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Books a child into a session (locked row), or onto its waiting list when it is full. */
export async function book(db: Database, member: Member, sessionId: number, kidId: number, now = clockNow()): Promise<BookResult> {
  return db.transaction(async (tx) => {
    // Ownership first: someone else's child is refused (403) whatever the session's state.
    const kid = await findKid(tx, kidId);
    if (!kid) throw new HttpError(404, 'Child not found.');
    if (kid.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
    const session = await lockSession(tx, sessionId);
    if (!session || session.clubId !== member.clubId) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
    if (session.startsAt.getTime() <= now.getTime()) throw new HttpError(400, 'This session has already started.');
    if (session.cancelledAt) throw new HttpError(409, SESSION_CANCELLED_MESSAGE);
    const club = await findClub(tx, member.clubId);
    assertAgeFits(kid, session, localDate(session.startsAt, club.timeZone));
    const [existing] = await tx
      .select({ id: crecheBookings.id })
      .from(crecheBookings)
      .where(and(eq(crecheBookings.sessionId, session.id), eq(crecheBookings.kidId, kid.id), ne(crecheBookings.status, 'Cancelled')));
    if (existing) throw new HttpError(409, CHILD_ALREADY_BOOKED_MESSAGE);
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(crecheBookings)
      .where(and(eq(crecheBookings.sessionId, session.id), eq(crecheBookings.status, 'Waiting')));
    // Places freed while children wait are theirs first (Book Now), not a newcomer's.
    const free = session.capacity - session.totalBooked - Number(waiting?.n ?? 0);
    const status = free > 0 ? 'Booked' : 'Waiting';
    if (status === 'Booked') {
      await tx.update(crecheSessions).set({ totalBooked: sql`${crecheSessions.totalBooked} + 1` }).where(eq(crecheSessions.id, session.id));
    }
    const row = firstRow(await tx
      .insert(crecheBookings)
      .values({ sessionId: session.id, memberId: member.id, kidId: kid.id, status, createdAt: now })
      .returning(), 'inserted creche booking');
    const notice = await crecheNotice(tx, row, session, club);
    if (status === 'Booked') await noticeBooking(tx, 'booked', notice);
    else await noticeBooking(tx, 'waitlisted', notice, { position: await crechePosition(tx, row) });
    return { bookedId: row.id, bookingStatus: status, message: status === 'Booked' ? CRECHE_BOOKED_MESSAGE : WAIT_LIST_BOOKED_MESSAGE };
  });
}

/** Creche places are given back at no cost; the terms only check the booking is the member's. */
export async function cancellationTerms(db: Database, member: Member, bookingId: number): Promise<CancellationTerms> {
  const [booking] = await db.select({ memberId: crecheBookings.memberId }).from(crecheBookings).where(eq(crecheBookings.id, bookingId));
  if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  if (booking.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return { late: false, message: '' };
}

export async function cancel(db: Database, member: Member, bookingId: number, now = clockNow()): Promise<'success'> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(crecheBookings).where(eq(crecheBookings.id, bookingId)).for('update');
    if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
    if (booking.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
    if (booking.status === 'Cancelled') return 'success' as const;
    const session = await lockSession(tx, booking.sessionId);
    if (!session) throw new RowNotFoundError('creche session of the booking');
    if (session.startsAt.getTime() <= now.getTime()) throw new HttpError(400, 'This session has already started.');
    const wasBooked = booking.status === 'Booked';
    const [cancelled] = await tx
      .update(crecheBookings)
      .set({ status: 'Cancelled', cancelledAt: now, offeredAt: null, offerExpiresAt: null, icsSequence: wasBooked ? booking.icsSequence + 1 : booking.icsSequence })
      .where(eq(crecheBookings.id, booking.id))
      .returning();
    if (wasBooked) {
      await tx.update(crecheSessions).set({ totalBooked: sql`${crecheSessions.totalBooked} - 1` }).where(eq(crecheSessions.id, session.id));
    }
    const club = await findClub(tx, member.clubId);
    await noticeBooking(tx, 'cancelled', await crecheNotice(tx, cancelled!, session, club), { calendar: wasBooked });
    await promoteWaitingChildren(tx, club, session.id, now);
    return 'success' as const;
  });
}

/** Book Now for a waiting child: only the first waiting children, up to the free places. */
export async function waitingToBook(db: Database, member: Member, bookingId: number, now = clockNow()): Promise<'success'> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(crecheBookings).where(eq(crecheBookings.id, bookingId)).for('update');
    if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
    if (booking.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
    if (booking.status !== 'Waiting') throw new HttpError(409, NOT_WAITING_MESSAGE);
    const session = await lockSession(tx, booking.sessionId);
    if (!session) throw new RowNotFoundError('creche session of the booking');
    if (session.startsAt.getTime() <= now.getTime()) throw new HttpError(400, 'This session has already started.');
    const free = session.capacity - session.totalBooked;
    // A held place is this child's until the hold runs out; otherwise first come among the waiting.
    const held = booking.offeredAt !== null && (booking.offerExpiresAt === null || booking.offerExpiresAt.getTime() > now.getTime());
    if (free <= 0 || (!held && (await waitingAhead(tx, session.id, booking)) >= free)) throw new HttpError(409, SLOT_NOT_FREE_MESSAGE);
    const booked = await bookWaitingChild(tx, session, booking, now);
    const club = await findClub(tx, member.clubId);
    await noticeBooking(tx, 'booked', await crecheNotice(tx, booked, session, club));
    return 'success' as const;
  });
}
