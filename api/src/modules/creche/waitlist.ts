// The creche waiting list that runs itself, the same rules as classes (classes/waitlist.ts): a
// freed place goes to the first waiting child in joining order, booked at once or held for the
// parent per the club's setting; a child already booked in an overlapping session is skipped.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, crecheBookings, crecheSessions, memberKids } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { bookedInOverlappingSlot } from '../../lib/overlap';
import type { Club } from '../../lib/club-time';
import { fillFromQueue, holdPlace, reminderHandlers, waitingQueue } from '../classes';
import { type BookingNotice, noticeBooking, registerJobHandler } from '../notifications';

export type CrecheBookingRow = typeof crecheBookings.$inferSelect;
export type CrecheSessionRow = typeof crecheSessions.$inferSelect;

export async function lockSession(tx: Database, id: number): Promise<CrecheSessionRow | undefined> {
  const [row] = await tx.select().from(crecheSessions).where(eq(crecheSessions.id, id)).for('update');
  return row;
}

export async function crecheNotice(tx: Database, booking: CrecheBookingRow, session: CrecheSessionRow, club: Pick<Club, 'timeZone'>): Promise<BookingNotice> {
  const [kid] = await tx.select({ firstName: memberKids.firstName }).from(memberKids).where(eq(memberKids.id, booking.kidId));
  return {
    kind: 'creche',
    bookingId: booking.id,
    clubId: session.clubId,
    memberId: booking.memberId,
    timeZone: club.timeZone,
    what: `${session.name} (${kid?.firstName ?? 'your child'})`,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    icsSequence: booking.icsSequence,
  };
}

export async function crechePosition(tx: Database, booking: Pick<CrecheBookingRow, 'id' | 'sessionId' | 'createdAt'>): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(crecheBookings)
    .where(
      and(
        eq(crecheBookings.sessionId, booking.sessionId),
        eq(crecheBookings.status, 'Waiting'),
        sql`(${crecheBookings.createdAt}, ${crecheBookings.id}) < (${booking.createdAt}, ${booking.id})`,
      ),
    );
  return Number(row?.n ?? 0) + 1;
}

const kidPlaces = { bookings: crecheBookings, slotId: crecheBookings.sessionId, owner: crecheBookings.kidId, slots: crecheSessions };

function kidBookedElsewhere(tx: Database, kidId: number, session: CrecheSessionRow): Promise<boolean> {
  return bookedInOverlappingSlot(tx, kidPlaces, kidId, session);
}

async function heldPlaces(tx: Database, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(crecheBookings)
    .where(and(eq(crecheBookings.sessionId, sessionId), eq(crecheBookings.status, 'Waiting'), sql`${crecheBookings.offeredAt} is not null`));
  return Number(row?.n ?? 0);
}

/** A waiting child takes a place of the (locked) session. */
export async function bookWaitingChild(tx: Database, session: CrecheSessionRow, booking: CrecheBookingRow, now: Date): Promise<CrecheBookingRow> {
  await tx.update(crecheSessions).set({ totalBooked: sql`${crecheSessions.totalBooked} + 1` }).where(eq(crecheSessions.id, session.id));
  const [booked] = await tx
    .update(crecheBookings)
    .set({ status: 'Booked', offeredAt: null, offerExpiresAt: null, promotedAt: now })
    .where(eq(crecheBookings.id, booking.id))
    .returning();
  return booked!;
}

export async function promoteWaitingChildren(tx: Database, club: Club, sessionId: number, now = clockNow()): Promise<void> {
  const session = await lockSession(tx, sessionId);
  if (!session || session.startsAt.getTime() <= now.getTime()) return;
  const free = session.capacity - session.totalBooked - (await heldPlaces(tx, sessionId));
  if (free <= 0) return;
  const queue = await waitingQueue(tx, crecheBookings, { column: crecheBookings.sessionId, id: sessionId }, crecheBookings.createdAt);
  await fillFromQueue(tx, club, session.startsAt, now, free, queue, {
    offerExpiryJob: 'creche-offer-expiry',
    isBlocked: (booking) => kidBookedElsewhere(tx, booking.kidId, session),
    book: (booking) => bookWaitingChild(tx, session, booking, now),
    offer: (booking, until) => holdPlace(tx, crecheBookings, booking.id, now, until),
    notice: (booking) => crecheNotice(tx, booking, session, club),
  });
}

registerJobHandler('creche-offer-expiry', async (tx, job) => {
  const [booking] = await tx.select().from(crecheBookings).where(eq(crecheBookings.id, Number(job.payload.bookingId))).for('update');
  if (!booking || booking.status !== 'Waiting' || booking.offerExpiresAt?.getTime() !== Number(job.payload.expiresAt)) return;
  const session = await lockSession(tx, booking.sessionId);
  if (!session) return;
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, session.clubId));
  const at = clockNow();
  await tx.update(crecheBookings).set({ status: 'Cancelled', cancelledAt: at, offeredAt: null, offerExpiresAt: null }).where(eq(crecheBookings.id, booking.id));
  await noticeBooking(tx, 'offer-expired', await crecheNotice(tx, booking, session, club!));
  await promoteWaitingChildren(tx, club!, session.id, at);
});

reminderHandlers.set('creche', async (tx, bookingId) => {
  const [row] = await tx
    .select({ b: crecheBookings, s: crecheSessions, club: clubs })
    .from(crecheBookings)
    .innerJoin(crecheSessions, eq(crecheSessions.id, crecheBookings.sessionId))
    .innerJoin(clubs, eq(clubs.id, crecheSessions.clubId))
    .where(eq(crecheBookings.id, bookingId));
  if (!row || row.b.status !== 'Booked' || row.s.startsAt.getTime() <= clockNow().getTime()) return;
  await noticeBooking(tx, 'reminder', await crecheNotice(tx, row.b, row.s, row.club));
});
