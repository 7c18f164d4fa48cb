// Group classes: search, types, settings, booking with a wait list, check-in, cancellation.
import { bookingStop } from '../billing';
import {
  ALREADY_BOOKED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CLASS_BOOKED_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  CLASS_STARTED_MESSAGE,
  DATE_OUT_OF_RANGE_MESSAGE,
  NO_ACCESS_MESSAGE,
  NOT_WAITING_MESSAGE,
  SLOT_NOT_FREE_MESSAGE,
  WAIT_LIST_JOINED_MESSAGE,
  type ActiveAccount,
  type BookingSettings,
  type BookResult,
  type ClassSearchBody,
  type ClassType,
  type GroupClass
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubDayRange, clubToday, localDate, localTime } from '../../lib/club-calendar';
import {
  assertDateInWindow,
  classWindowDays,
  findClub,
  findClubCached,
  searchClub,
  sessionMember,
  type Club,
  type Member,
} from '../../lib/club-time';
import type { OkBody } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { KeyedBatches, type Outcome } from '../../lib/keyed-batches';
import { perDatabase } from '../../lib/per-database';
import type { SessionUser } from '../../plugins/session-user';
import { noticeBooking, noticeBookings } from '../notifications';
import { classImageUrl } from './class-images';
import { takePackSessions } from './dependant-packs';
import * as repo from './repo';
import { cachedSearchDay, heldPageBody, loadSearchDay, pageBody, pageOf, searchDay, type MyClassBooking, type SearchDay } from './class-search.cached';
import { bookWaitingPlace, classNotice, classNoticeOf } from './waitlist';
import { changingClassBookings } from './repo';
export { cancel, cancellationTerms, changeCapacity, changingClassBookings, checkIn, LATE_CANCEL_FEE_CENTS } from './repo';

/**
 * The answer to one page of a class search, as the bytes of its envelope (lib/envelope.ts okBody).
 * Every member of a club asks the same few pages, so the day is cached (class-search.cached.ts) and so is
 * each page's answer, per set of classes that have started: serializing 12 classes per request was
 * a fifth of the route's CPU.
 */
export async function searchPage(db: Database, user: SessionUser, body: ClassSearchBody, now = clockNow()): Promise<OkBody> {
  const club = await searchClub(db, user, body);
  const windowDays = classWindowDays(club);
  const classType = body.classType || 0;
  // The date-window check depends on the club-local today: a cached answer is only reused on the
  // day it was computed (and refused dates are never cached, so they always get their 400).
  const today = clubToday(now, club.timeZone);
  let day = cachedSearchDay(db, club.id, body.selectedDate, classType, today, windowDays, now.getTime());
  if (!day) {
    assertDateInWindow(body.selectedDate, club.timeZone, windowDays, now);
    day = await loadSearchDay(db, club.id, body.selectedDate, classType, today, windowDays, now.getTime(), () =>
      readClasses(db, club, body.selectedDate, classType),
    );
  }
  const page = pageOf(day, body, now.getTime());
  // The member's own bookings are never in the cached bytes (the day is every member's): they come
  // from the day's bookings read with it, and only a page holding one of them is written anew.
  const memberId = day.bookings.size > 0 && page.end > page.start ? await searchingMemberId(db, user) : 0;
  const held = memberId ? day.bookings.get(memberId) : undefined;
  if (!held || !day.classes.slice(page.start, page.end).some((c) => held.has(c.classScheduleId))) return pageBody(day, page);
  return heldPageBody(day, page, memberId, held);
}

async function searchingMemberId(db: Database, user: SessionUser): Promise<number> {
  return user.access?.memberId ?? (await sessionMember(db, user)).id;
}

async function readClasses(db: Database, club: Club, date: string, classType: number): Promise<SearchDay> {
  const [from, to] = clubDayRange(date, club.timeZone);
  const rows = await repo.searchSchedules(db, club.id, from, to, classType || undefined);
  // Every field of GroupClass, in its order: the cached JSON is the answer as the schema has it.
  const classes = rows.map(
    (r): GroupClass => ({
      classScheduleId: r.id,
      className: r.name,
      classCapacity: r.capacity,
      totalBooked: r.totalBooked,
      // Capacity minus total booked, less the places held for members offered them from the wait list.
      spotsLeft: Math.max(0, r.capacity - r.totalBooked - Number(r.held)),
      hasStarted: false,
      classDateTime: r.startsAt.toISOString(),
      classDate: localDate(r.startsAt, club.timeZone),
      classTime: localTime(r.startsAt, club.timeZone),
      classDuration: Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / 60_000),
      instructor: r.instructor ?? '',
      imageUrl: classImageUrl(r.classId, r),
      classSpecialInstructions: r.specialInstructions ?? '',
      location: r.location ?? '',
    }),
  );
  const bookings = new Map<number, Map<number, MyClassBooking>>();
  for (const b of await repo.liveBookingsOf(db, rows.map((r) => r.id))) {
    let mine = bookings.get(b.memberId);
    if (!mine) bookings.set(b.memberId, (mine = new Map()));
    mine.set(b.scheduleId, { bookingId: b.bookingId, status: b.status as MyClassBooking['status'] });
  }
  return searchDay(classes, bookings, rows.map((r) => r.startsAt.getTime()));
}

export async function classTypes(db: Database, user: SessionUser): Promise<ClassType[]> {
  const rows = await repo.listClassTypes(db, user.clubId);
  return rows.map((r) => ({ id: r.id, description: r.description }));
}

/** A member books at their own club, so the active accounts are that club. */
export async function activeAccounts(db: Database, user: SessionUser): Promise<ActiveAccount[]> {
  const club = await findClub(db, user.clubId);
  return [{ accountId: club.accountId, accountName: club.name, clubId: club.id }];
}

export async function settings(db: Database, user: SessionUser, now = clockNow()): Promise<BookingSettings> {
  const club = await findClub(db, user.clubId);
  return { classBookingMaxDaysView: club.classBookingMaxDaysView, timeZone: club.timeZone, today: localDate(now, club.timeZone) };
}

/**
 * Books a place, or a waiting-list place when none is free. portal_book_class locks the schedule
 * row, so concurrent requests on any API instance queue on it; the CHECK on total_booked and the
 * partial unique index on (member, schedule) back this up in the database.
 *
 * A burst of bookings of one popular class used to queue on that lock one transaction at a time,
 * each holding it for ten round trips (booking, notice, jobs, queue place). The bookings of one
 * class that arrive on this instance while its previous transaction runs now go through the lock
 * together (lib/keyed-batches.ts): one transaction books them in arrival order (portal_book_class
 * per member, one statement) and writes their notices in a fixed number of statements. Each place
 * is still decided by portal_book_class under the row lock, so exactness is unchanged.
 */
export async function book(db: Database, member: Pick<Member, 'id' | 'clubId'>, scheduleId: number, now = clockNow()): Promise<BookResult> {
  // The club stops bookings after N failed direct debits (its billing settings).
  const stopped = await bookingStop(db, member.clubId, member.id);
  if (stopped) throw new HttpError(403, stopped);
  return bookingBatches(db).submit(scheduleId, { member, now });
}

interface BookingRequest {
  member: Pick<Member, 'id' | 'clubId'>;
  now: Date;
}

const bookingBatches = perDatabase(
  (db) => new KeyedBatches<number, BookingRequest, BookResult>((scheduleId, requests) => bookTogether(db, scheduleId, requests)),
);

/** Why a booking is refused before it reaches the lock, or undefined when it may go on. */
function refusal(request: BookingRequest, schedule: repo.ScheduleRow | undefined, club: Club): HttpError | undefined {
  const { member, now } = request;
  if (!schedule || schedule.clubId !== member.clubId || schedule.cancelledAt) return new HttpError(404, CLASS_NOT_FOUND_MESSAGE);
  if (schedule.startsAt.getTime() <= now.getTime()) return new HttpError(400, CLASS_STARTED_MESSAGE);
  const lastDay = new Date(now.getTime() + (classWindowDays(club) + 1) * 86_400_000);
  if (schedule.startsAt.getTime() > lastDay.getTime()) return new HttpError(400, DATE_OUT_OF_RANGE_MESSAGE);
  // A session of a timetable series opens for booking its series' booking window before it starts.
  if (schedule.bookingOpensAt && now.getTime() < schedule.bookingOpensAt.getTime()) return new HttpError(400, DATE_OUT_OF_RANGE_MESSAGE);
  // A session of a timetable series opens for booking its series' booking window before it starts.
  if (schedule.bookingOpensAt && now.getTime() < schedule.bookingOpensAt.getTime()) return new HttpError(400, DATE_OUT_OF_RANGE_MESSAGE);
  return undefined;
}

/** The bookings of one class, in arrival order: one schedule read, one transaction. */
async function bookTogether(db: Database, scheduleId: number, requests: BookingRequest[]): Promise<Array<Outcome<BookResult>>> {
  const found = await repo.findScheduleWithClass(db, scheduleId);
  const schedule = found?.schedule;
  // Members book at their own club only: a schedule of another club is refused (404) below.
  const club = await findClubCached(db, schedule?.clubId ?? requests[0]!.member.clubId);
  const outcomes: Array<Outcome<BookResult> | undefined> = requests.map((r) => {
    const error = refusal(r, schedule, club);
    return error ? { ok: false, error } : undefined;
  });
  const accepted = requests.flatMap((r, i) => (outcomes[i] ? [] : [{ r, i }]));
  if (!accepted.length) return outcomes as Array<Outcome<BookResult>>;
  // The places and their notices commit together: the notices are written in the transaction
  // whose first statement (portal_book_class) took the schedule row lock.
  await changingClassBookings(db, schedule!.clubId, async (tx) => {
    const placed = await repo.bookPlaces(
      tx,
      scheduleId,
      accepted.map(({ r }) => ({ memberId: r.member.id, at: r.now })),
    );
    const made = placed.flatMap((p) => (p ? [p.id] : []));
    const rows = made.length ? await repo.newBookings(tx, scheduleId, made) : new Map();
    const notices: Parameters<typeof noticeBookings>[1] = [];
    placed.forEach((p, k) => {
      const { i } = accepted[k]!;
      if (!p) {
        outcomes[i] = { ok: false, error: new HttpError(409, ALREADY_BOOKED_MESSAGE) };
        return;
      }
      const row = rows.get(p.id)!;
      const notice = classNoticeOf({ id: p.id, memberId: row.memberId, icsSequence: row.icsSequence }, schedule!, found, club);
      notices.push(p.status === 'Booked' ? { event: 'booked', notice } : { event: 'waitlisted', notice, extra: { position: row.position ?? 1 } });
      outcomes[i] = {
        ok: true,
        value: { bookedId: p.id, bookingStatus: p.status, message: p.status === 'Booked' ? CLASS_BOOKED_MESSAGE : WAIT_LIST_JOINED_MESSAGE },
      };
    });
    await noticeBookings(tx, notices);
    await takePackSessions(tx, placed.flatMap((p, k) => (p?.status === 'Booked' ? [{ id: p.id, memberId: accepted[k]!.r.member.id }] : [])), accepted[0]!.r.now);
  });
  return outcomes as Array<Outcome<BookResult>>;
}

/** Book Now on an offered waiting-list place: moves it to booked only while the place is free. */
export async function waitingToBook(db: Database, member: Member, bookingId: number, now = clockNow()): Promise<'success'> {
  return changingClassBookings(db, member.clubId, async (tx) => {
    const booking = await repo.lockBooking(tx, bookingId);
    if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
    if (booking.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
    if (booking.status !== 'Waiting') throw new HttpError(409, NOT_WAITING_MESSAGE);
    const schedule = await repo.lockSchedule(tx, booking.scheduleId);
    if (!schedule) throw new HttpError(404, CLASS_NOT_FOUND_MESSAGE);
    if (schedule.startsAt.getTime() <= now.getTime()) throw new HttpError(400, CLASS_STARTED_MESSAGE);
    // A hold that has run out is the next member's, even before the job passes it on.
    const expired = booking.offerExpiresAt !== null && booking.offerExpiresAt.getTime() <= now.getTime();
    if (!booking.offeredAt || expired || schedule.totalBooked >= schedule.capacity) throw new HttpError(409, SLOT_NOT_FREE_MESSAGE);
    const booked = await bookWaitingPlace(tx, schedule, booking, now);
    const club = await findClub(tx, member.clubId);
    await noticeBooking(tx, 'booked', await classNotice(tx, booked, schedule, club));
    return 'success' as const;
  });
}
