// Today at the desk: the club's classes of its own today (club time zone) with their rosters,
// attendance, cancelling a class, and checking a member in by barcode or by name.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import {
  BOOKING_NOT_ON_ROSTER_MESSAGE,
  CHECK_IN_NEEDS_MEMBER_MESSAGE,
  CLASS_ALREADY_CANCELLED_MESSAGE,
  CLASS_NOT_TODAY_MESSAGE,
  DATE_OUT_OF_RANGE_MESSAGE,
  DESK_DAYS_AHEAD,
  type CancelClassResult,
  type CheckInResult,
  type DeskCheckInBody,
  type DeskClass,
  type DeskToday,
  type MemberNameMatch,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classBookings, classes, classSchedules, members } from '../../db/schema';
import { now } from '../../lib/clock';
import { clubRows } from '../../lib/club-rows';
import { clubDayRange, clubToday, daysFromToday, localTime } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import { findClub } from '../../lib/club-time';
import { noticeBooking } from '../notifications';
import { changingClassBookings, classNotice } from '../classes';
import { checkInByBarcode, checkInByMemberNumber, searchByName } from '../check-in';
import { type ClubRow } from '../../lib/public-club';

dayjs.extend(utc);

/** [start, end) of the club's today (or of `day`, a club-local date) as instants. */
function todayBounds(club: ClubRow, day?: string): { date: string; from: Date; to: Date } {
  const date = day ?? clubToday(now(), club.timeZone);
  const [from, to] = clubDayRange(date, club.timeZone);
  return { date, from, to };
}

/** A desk day: today, or one of the next DESK_DAYS_AHEAD days (for capacity changes ahead). */
function deskDay(club: ClubRow, day: string | undefined): string | undefined {
  if (day === undefined) return undefined;
  const ahead = daysFromToday(day, club.timeZone, now());
  if (!dayjs.utc(day, 'YYYY-MM-DD').isValid() || !(ahead >= 0 && ahead <= DESK_DAYS_AHEAD)) throw new HttpError(400, DATE_OUT_OF_RANGE_MESSAGE);
  return day;
}

export async function today(db: Database, clubId: number, day?: string): Promise<DeskToday> {
  const club = await findClub(db, clubId);
  const { date, from, to } = todayBounds(club, deskDay(club, day));
  const schedules = await db
    .select({ schedule: classSchedules, cls: classes })
    .from(classSchedules)
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(and(eq(classSchedules.clubId, clubId), gte(classSchedules.startsAt, from), lt(classSchedules.startsAt, to)))
    .orderBy(asc(classSchedules.startsAt), asc(classSchedules.id));
  const ids = schedules.map((s) => s.schedule.id);
  const roster = ids.length
    ? await db
        .select({
          bookingId: classBookings.id,
          scheduleId: classBookings.scheduleId,
          status: classBookings.status,
          checkedInAt: classBookings.checkedInAt,
          memberNumber: members.memberNumber,
          firstName: members.firstName,
          lastName: members.lastName,
        })
        .from(classBookings)
        .innerJoin(members, eq(members.id, classBookings.memberId))
        .where(and(inArray(classBookings.scheduleId, ids), ne(classBookings.status, 'Cancelled')))
        .orderBy(asc(classBookings.status), asc(members.lastName), asc(members.firstName))
    : [];
  const classesToday: DeskClass[] = schedules.map(({ schedule, cls }) => {
    const entries = roster
      .filter((r) => r.scheduleId === schedule.id)
      .map((r) => ({
        bookingId: r.bookingId,
        memberNumber: r.memberNumber,
        name: `${r.firstName} ${r.lastName}`,
        status: r.status as 'Booked' | 'Waiting',
        checkedIn: r.checkedInAt !== null,
      }));
    return {
      scheduleId: schedule.id,
      className: cls.name,
      instructor: cls.instructor ?? '',
      location: cls.location ?? '',
      startTime: localTime(schedule.startsAt, club.timeZone),
      endTime: localTime(schedule.endsAt, club.timeZone),
      startsAt: schedule.startsAt.toISOString(),
      capacity: schedule.capacity,
      booked: entries.filter((e) => e.status === 'Booked').length,
      waitlisted: entries.filter((e) => e.status === 'Waiting').length,
      checkedIn: entries.filter((e) => e.checkedIn).length,
      cancelled: schedule.cancelledAt !== null,
      roster: entries,
    };
  });
  return { date, timeZone: club.timeZone, classes: classesToday };
}

/** Marks (or clears) a booked member's attendance at one of today's classes of the club. */
export async function setAttendance(db: Database, clubId: number, bookingId: number, checkedIn: boolean): Promise<DeskClass> {
  const club = await findClub(db, clubId);
  const { from, to } = todayBounds(club);
  const [row] = await db
    .select({ booking: classBookings, schedule: classSchedules })
    .from(classBookings)
    .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
    .where(and(eq(classBookings.id, bookingId), eq(classSchedules.clubId, clubId)))
    .limit(1);
  if (!row || row.booking.status !== 'Booked') throw new HttpError(404, BOOKING_NOT_ON_ROSTER_MESSAGE);
  const startsAt = row.schedule.startsAt.getTime();
  if (startsAt < from.getTime() || startsAt >= to.getTime()) throw new HttpError(400, CLASS_NOT_TODAY_MESSAGE);
  if (row.schedule.cancelledAt) throw new HttpError(409, CLASS_ALREADY_CANCELLED_MESSAGE);
  await db.update(classBookings).set({ checkedInAt: checkedIn ? now() : null }).where(eq(classBookings.id, bookingId));
  const updated = (await today(db, clubId)).classes.find((c) => c.scheduleId === row.schedule.id);
  return updated!;
}

const scheduleRows = clubRows(classSchedules, 'class session');

/**
 * The club cancels a class: every booking and wait-list place is cancelled, nobody owes anything
 * for it (a class fee put on a booking is cleared, no late fee, no pack session used: the rules
 * charge a member only for a place they give back late, and here the club gave it back), and each
 * member is told through the notification service ('cancelled-by-club': in-app, e-mail with the
 * calendar entry withdrawn, SMS where a gateway is set), in the same transaction.
 */
export async function cancelClass(db: Database, clubId: number, scheduleId: number): Promise<CancelClassResult> {
  const club = await findClub(db, clubId);
  const at = now();
  const notified = await changingClassBookings(db, clubId, async (tx) => {
    const schedule = await scheduleRows.lock(tx, clubId, scheduleId);
    if (!schedule) throw new HttpError(404, CLASS_NOT_TODAY_MESSAGE);
    if (schedule.cancelledAt) throw new HttpError(409, CLASS_ALREADY_CANCELLED_MESSAGE);
    const live = await tx
      .select()
      .from(classBookings)
      .where(and(eq(classBookings.scheduleId, schedule.id), ne(classBookings.status, 'Cancelled')));
    for (const booking of live) {
      const wasBooked = booking.status === 'Booked';
      const [cancelled] = await tx
        .update(classBookings)
        // A booked place's calendar entry is withdrawn: same UID, a higher SEQUENCE.
        .set({ status: 'Cancelled', cancelledAt: at, offeredAt: null, offerExpiresAt: null, feeCents: 0, icsSequence: wasBooked ? booking.icsSequence + 1 : booking.icsSequence })
        .where(eq(classBookings.id, booking.id))
        .returning();
      await noticeBooking(tx, 'cancelled-by-club', await classNotice(tx, cancelled!, schedule, club), { calendar: wasBooked });
    }
    await tx.update(classSchedules).set({ cancelledAt: at, totalBooked: 0 }).where(eq(classSchedules.id, schedule.id));
    return live.length;
  });
  return { cancelledBookings: notified, notified };
}

export async function deskCheckIn(db: Database, clubId: number, body: DeskCheckInBody): Promise<CheckInResult> {
  const club = await findClub(db, clubId);
  if (body.barcode?.trim()) return checkInByBarcode(db, club, body.barcode, body.classScheduleId);
  if (body.memberNumber?.trim()) return checkInByMemberNumber(db, club, body.memberNumber, body.classScheduleId);
  throw new HttpError(400, CHECK_IN_NEEDS_MEMBER_MESSAGE);
}

export async function deskSearch(db: Database, clubId: number, name: string): Promise<MemberNameMatch[]> {
  return searchByName(db, await findClub(db, clubId), name);
}
