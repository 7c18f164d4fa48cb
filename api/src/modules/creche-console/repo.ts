// SQL of the creche as the console builds it: creche_series and the creche_sessions they generate
// (the same rows members search and book), with the checks that run inside their transactions.
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crecheBookings, crecheSeries, crecheSessions } from '../../db/schema';
import { clubRows } from '../../lib/club-rows';
import { liveCrecheSessionsBetween } from '../creche';

export type SeriesRow = typeof crecheSeries.$inferSelect;
export type SeriesValues = Omit<typeof crecheSeries.$inferInsert, 'id' | 'clubId' | 'createdAt'>;
export type SessionRow = typeof crecheSessions.$inferSelect;
export type NewSession = typeof crecheSessions.$inferInsert;
export type BookingRow = typeof crecheBookings.$inferSelect;

/** The club's series with the live bookings on their sessions after `from`. */
export function seriesOfClub(db: Database, clubId: number, from: Date) {
  return db
    .select({
      series: crecheSeries,
      booked: sql<number>`(select count(*)::int from creche_bookings b join creche_sessions s on s.id = b.session_id
        where s.series_id = "creche_series"."id" and s.starts_at > ${from.toISOString()}::timestamptz and b.status <> 'Cancelled')`,
    })
    .from(crecheSeries)
    .where(eq(crecheSeries.clubId, clubId))
    .orderBy(asc(crecheSeries.startTime), asc(crecheSeries.id));
}

export function activeSeries(db: Database, clubId: number): Promise<SeriesRow[]> {
  return db
    .select()
    .from(crecheSeries)
    .where(and(eq(crecheSeries.clubId, clubId), isNull(crecheSeries.retiredAt)))
    .orderBy(asc(crecheSeries.id));
}

export const seriesRows = clubRows(crecheSeries, 'creche series');

/** Writes the sessions not written yet (the series and occurrence start are unique together); answers how many. */
export async function insertSessions(db: Database, rows: NewSession[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(crecheSessions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [crecheSessions.seriesId, crecheSessions.occurrenceStart] })
      .returning({ id: crecheSessions.id });
    written += made.length;
  }
  return written;
}

/** The series' sessions starting after `from`, with how many bookings (live, and any) name each. */
export function sessionsOfSeriesAfter(db: Database, seriesId: number, from: Date) {
  return db
    .select({
      session: crecheSessions,
      live: sql<number>`(select count(*)::int from creche_bookings b where b.session_id = "creche_sessions"."id" and b.status <> 'Cancelled')`,
      any: sql<number>`(select count(*)::int from creche_bookings b where b.session_id = "creche_sessions"."id")`,
    })
    .from(crecheSessions)
    .where(and(eq(crecheSessions.seriesId, seriesId), gt(crecheSessions.startsAt, from)))
    .orderBy(asc(crecheSessions.startsAt));
}

export async function updateSession(tx: Database, id: number, values: Partial<NewSession>): Promise<void> {
  await tx.update(crecheSessions).set(values).where(eq(crecheSessions.id, id));
}

export async function deleteSessions(tx: Database, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(crecheSessions).where(inArray(crecheSessions.id, ids));
}

export const lockSession = clubRows(crecheSessions, 'creche session').lock;

/** The club's sessions not cancelled that start in [from, to). */
export function liveSessionsBetween(db: Database, clubId: number, from: Date, to: Date): Promise<SessionRow[]> {
  return db.select().from(crecheSessions).where(liveCrecheSessionsBetween(clubId, from, to));
}

/** Cancels every live booking of a session (the club cancelled it); answers the bookings as they were. */
export async function cancelBookingsOf(tx: Database, sessionId: number, at: Date): Promise<BookingRow[]> {
  const live = await tx
    .select()
    .from(crecheBookings)
    .where(and(eq(crecheBookings.sessionId, sessionId), ne(crecheBookings.status, 'Cancelled')))
    .for('update');
  for (const b of live) {
    await tx
      .update(crecheBookings)
      .set({
        status: 'Cancelled',
        cancelledAt: at,
        offeredAt: null,
        offerExpiresAt: null,
        icsSequence: b.status === 'Booked' ? b.icsSequence + 1 : b.icsSequence,
      })
      .where(eq(crecheBookings.id, b.id));
  }
  await tx.update(crecheSessions).set({ totalBooked: 0, cancelledAt: at }).where(eq(crecheSessions.id, sessionId));
  return live;
}
