// My bookings: current and past class, PT and creche bookings of the signed-in member.
// Current = not yet ended and not cancelled (cancelled class and creche bookings are hidden);
// past = ended, cancelled ones included so the member sees their history.
import { and, asc, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingItem, BookingKind } from '@portal/shared/contracts';
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
import { findClubCached, type Member } from '../../lib/club-time';
import { clubWallClock } from '../../lib/club-calendar';
import { now as clockNow } from '../../lib/clock';
import { KeyedBatches } from '../../lib/keyed-batches';
import { perDatabase } from '../../lib/per-database';

type When = 'current' | 'past';
/** Past lists are long-lived; the page shows the most recent ones. */
const PAST_LIMIT = 100;
/** Current lists are short (what is booked ahead); the cap only bounds a runaway. */
const CURRENT_LIMIT = 1000;

type ItemFields = Pick<BookingItem, 'bookedId' | 'kind' | 'bookingStatus'> &
  Partial<Pick<BookingItem, 'className' | 'trainerName' | 'childName' | 'onlineClassUrlLink' | 'classScheduleOnDemands' | 'hasAvailableSlot' | 'feeCents'>>;

/**
 * One list item, always built in the same shape (every field, the two optional ones last), with
 * each instant's club wall clock read once: the current-bookings list is asked on every visit.
 */
function item(fields: ItemFields, waiting: WaitingFields | undefined, startsAt: Date, endsAt: Date, tz: string): BookingItem {
  const start = clubWallClock(startsAt, tz);
  const out: BookingItem = {
    bookedId: fields.bookedId,
    kind: fields.kind,
    bookingStatus: fields.bookingStatus,
    bookedDate: start.date,
    className: fields.className ?? '',
    trainerName: fields.trainerName ?? '',
    childName: fields.childName ?? '',
    classTime: start.time,
    startTime: start.time,
    endTime: clubWallClock(endsAt, tz).time,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    onlineClassUrlLink: fields.onlineClassUrlLink ?? '',
    classScheduleOnDemands: fields.classScheduleOnDemands ?? [],
    hasAvailableSlot: fields.hasAvailableSlot ?? false,
    feeCents: fields.feeCents ?? 0,
  };
  if (waiting) {
    out.waitlistPosition = waiting.waitlistPosition;
    if (waiting.offerExpiresAt !== undefined) out.offerExpiresAt = waiting.offerExpiresAt;
  }
  return out;
}

const holdRanOut = (b: { offerExpiresAt: Date | null }, now: Date) => b.offerExpiresAt !== null && b.offerExpiresAt.getTime() <= now.getTime();

interface WaitingFields {
  waitlistPosition: number;
  offerExpiresAt?: string;
}

/** "3rd on the waitlist" and the hold of an offered place, for waiting bookings only. */
function waitingFields(b: { status: string; offerExpiresAt: Date | null }, ahead: number, now: Date): WaitingFields | undefined {
  if (b.status !== 'Waiting') return undefined;
  return {
    waitlistPosition: Number(ahead) + 1,
    ...(b.offerExpiresAt && !holdRanOut(b, now) ? { offerExpiresAt: b.offerExpiresAt.toISOString() } : {}),
  };
}

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

function prepareClassLists(db: Database) {
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

type ClassListRow = Awaited<ReturnType<ReturnType<typeof prepareClassLists>['current']['execute']>>[number];

const classLists = perDatabase(prepareClassLists);

/**
 * A member's PT and creche bookings, current and past: named prepared statements like the class
 * lists, built once per database (the dashboard asks the current ones on every visit).
 */
const ptCrecheLists = perDatabase((db) => {
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

/** A member's current class bookings (at most CURRENT_LIMIT), read with those of the other members asking meanwhile. */
const currentBatches = perDatabase(
  (db) =>
    new KeyedBatches<0, { memberId: number; now: Date }, ClassListRow[]>(async (_key, asks) => {
      const ids = [...new Set(asks.map((a) => a.memberId))];
      // The latest ask's instant: a class that ended before it is over for every ask of the batch.
      const at = new Date(Math.max(...asks.map((a) => a.now.getTime())));
      const rows = await classLists(db).current.execute({ memberIds: ids, now: at, limit: CURRENT_LIMIT * ids.length });
      const byMember = new Map<number, ClassListRow[]>(ids.map((id) => [id, []]));
      for (const r of rows) byMember.get(r.memberId)!.push(r);
      return asks.map((a) => ({ ok: true as const, value: byMember.get(a.memberId)!.slice(0, CURRENT_LIMIT) }));
    }),
);

function currentClassRows(db: Database, memberId: number, now: Date): Promise<ClassListRow[]> {
  return currentBatches(db).submit(0, { memberId, now });
}

export async function list(db: Database, member: Pick<Member, 'id' | 'clubId'>, when: When, kind: BookingKind, now = clockNow()): Promise<BookingItem[]> {
  // Only the zone is needed: the per-process club cache spares a query per list (club-time.ts).
  const tz = (await findClubCached(db, member.clubId)).timeZone;
  if (kind === 'class') {
    const rows = when === 'current' ? await currentClassRows(db, member.id, now) : await classLists(db).past.execute({ memberId: member.id, now, limit: PAST_LIMIT });
    return rows.map((r) =>
      item(
        {
          bookedId: r.id,
          kind,
          bookingStatus: r.status,
          className: r.name,
          trainerName: r.instructor ?? '',
          onlineClassUrlLink: r.status === 'Booked' ? (r.onlineClassUrl ?? '') : '',
          classScheduleOnDemands: r.status === 'Booked' ? r.onDemand : [],
          hasAvailableSlot: r.status === 'Waiting' && r.offeredAt !== null && !holdRanOut(r, now) && r.totalBooked < r.capacity,
          feeCents: r.feeCents,
        },
        waitingFields(r, r.ahead, now),
        r.startsAt,
        r.endsAt,
        tz,
      ),
    );
  }
  if (kind === 'pt') {
    const rows = await ptCrecheLists(db)[when].pt.execute({ memberId: member.id, now });
    return rows.map(({ b, t }) =>
      item({ bookedId: b.id, kind, bookingStatus: b.status, className: 'Personal Training', trainerName: t.name }, undefined, b.startsAt, b.endsAt, tz),
    );
  }
  const rows = await ptCrecheLists(db)[when].creche.execute({ memberId: member.id, now });
  return rows.map(({ b, s, k, ahead }) =>
    item(
      {
        bookedId: b.id,
        kind,
        bookingStatus: b.status,
        className: s.name,
        childName: `${k.firstName} ${k.lastName}`.trim(),
        hasAvailableSlot:
          b.status === 'Waiting' && s.totalBooked < s.capacity && ((b.offeredAt !== null && !holdRanOut(b, now)) || Number(ahead) < s.capacity - s.totalBooked),
      },
      waitingFields(b, ahead, now),
      s.startsAt,
      s.endsAt,
      tz,
    ),
  );
}
