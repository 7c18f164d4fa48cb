// The bookings module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import { and, asc, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  classBookings,
  classes,
  classSchedules,
  crecheBookings,
  crecheSessions,
  memberKids,
  ptBookings,
  trainers,
} from '../../db/schema';
import { perDatabase } from '../../lib/per-database';

export type When = 'current' | 'past';

/** Past lists are long-lived; the page shows the most recent ones. */
export const PAST_LIMIT = 100;

// The class lists are the hot ones (the dashboard and My Bookings ask on every visit): only the
// columns an item shows, as named prepared statements built once per database, so PostgreSQL
// neither re-plans the three-table join nor drizzle rebuilds its SQL on every request. The
// current lists asked for while one is being read are read together in the next statement, for
// every member asking (lib/keyed-batches.ts): under load one round trip serves many requests,
// each read after it arrived.

/**
 * How many waiting bookings of the same class or creche session joined before this one (the
 * waiting list's order: joined, then id): the booking's place in the queue, as a column.
 */
function waitingAhead(table: 'class_bookings' | 'creche_bookings', occurrence: AnyPgColumn, joined: AnyPgColumn, id: AnyPgColumn) {
  return sql<number>`(select count(*)::int from ${sql.identifier(table)} w where w.${sql.identifier(occurrence.name)} = ${occurrence}
    and w.status = 'Waiting' and (w.${sql.identifier(joined.name)}, w.id) < (${joined}, ${id}))`;
}

export function prepareClassLists(db: Database) {
  const query = (name: string, when: When) =>
    db
      .select({
        memberId: classBookings.memberId,
        id: classBookings.id,
        status: classBookings.status,
        offeredAt: classBookings.offeredAt,
        offerExpiresAt: classBookings.offerExpiresAt,
        feeCents: classBookings.feeCents,
        startsAt: classSchedules.startsAt,
        endsAt: classSchedules.endsAt,
        capacity: classSchedules.capacity,
        totalBooked: classSchedules.totalBooked,
        onDemand: classSchedules.onDemand,
        name: classes.name,
        instructor: classes.instructor,
        onlineClassUrl: classes.onlineClassUrl,
        ahead: waitingAhead('class_bookings', classBookings.scheduleId, classBookings.joinedAt, classBookings.id),
      })
      .from(classBookings)
      .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
      .innerJoin(classes, eq(classes.id, classSchedules.classId))
      .where(
        when === 'current'
          ? and(sql`${classBookings.memberId} = any(${sql.placeholder('memberIds')})`, gt(classSchedules.endsAt, sql.placeholder('now')), ne(classBookings.status, 'Cancelled'))
          : and(eq(classBookings.memberId, sql.placeholder('memberId')), lte(classSchedules.endsAt, sql.placeholder('now'))),
      )
      .orderBy(when === 'current' ? asc(classSchedules.startsAt) : desc(classSchedules.startsAt))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  return { current: query('portal_current_class_bookings_of', 'current'), past: query('portal_past_class_bookings', 'past') };
}

/**
 * A member's PT and creche bookings, current and past: named prepared statements like the class
 * lists, built once per database (the dashboard asks the current ones on every visit).
 */
export const ptCrecheLists = perDatabase((db) => {
  const memberId = sql.placeholder('memberId');
  const at = sql.placeholder('now');
  const pt = (when: When) =>
    db
      .select({ b: ptBookings, t: trainers })
      .from(ptBookings)
      .innerJoin(trainers, eq(trainers.id, ptBookings.trainerId))
      .where(and(eq(ptBookings.memberId, memberId), when === 'current' ? and(gt(ptBookings.endsAt, at), eq(ptBookings.status, 'Booked')) : lte(ptBookings.endsAt, at)))
      .orderBy(when === 'current' ? asc(ptBookings.startsAt) : desc(ptBookings.startsAt))
      .limit(when === 'current' ? 1000 : PAST_LIMIT)
      .prepare(`portal_${when}_pt_bookings`);
  const creche = (when: When) =>
    db
      .select({
        b: crecheBookings,
        s: crecheSessions,
        k: memberKids,
        // Waiting children who joined before this one get freed places first.
        ahead: waitingAhead('creche_bookings', crecheBookings.sessionId, crecheBookings.createdAt, crecheBookings.id),
      })
      .from(crecheBookings)
      .innerJoin(crecheSessions, eq(crecheSessions.id, crecheBookings.sessionId))
      .innerJoin(memberKids, eq(memberKids.id, crecheBookings.kidId))
      .where(
        and(
          eq(crecheBookings.memberId, memberId),
          when === 'current' ? and(gt(crecheSessions.endsAt, at), ne(crecheBookings.status, 'Cancelled')) : lte(crecheSessions.endsAt, at),
        ),
      )
      .orderBy(when === 'current' ? asc(crecheSessions.startsAt) : desc(crecheSessions.startsAt))
      .limit(when === 'current' ? 1000 : PAST_LIMIT)
      .prepare(`portal_${when}_creche_bookings`);
  return { current: { pt: pt('current'), creche: creche('current') }, past: { pt: pt('past'), creche: creche('past') } };
});
