// GET /portal/home: everything the dashboard shows, in one answer. Each part is a
// small query; they run together.
import type { HomeBooking, MemberHome } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { findClubCached, type Member } from '../../lib/club-time';
import type { SessionUser } from '../../plugins/session-user';
import { list as listBookings } from '../bookings';
import { unreadNotificationsFor } from './notifications-slot';
import { payerContext } from './owner';
import { currentMembership, memberStatements, studentsCredits, studentsNextLessons, studentsOutstanding } from './repo';

const NEXT_BOOKINGS = 3;

async function nextBookings(db: Database, member: Member, now: Date): Promise<HomeBooking[]> {
  const lists = await Promise.all((['class', 'pt', 'creche'] as const).map((kind) => listBookings(db, member, 'current', kind, now)));
  return lists
    .flat()
    .filter((b) => b.bookingStatus === 'Booked' && new Date(b.startsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, NEXT_BOOKINGS)
    .map((b) => ({
      bookedId: b.bookedId,
      kind: b.kind,
      className: b.className,
      bookedDate: b.bookedDate,
      startTime: b.startTime,
      endTime: b.endTime,
      startsAt: b.startsAt,
      onlineClassUrlLink: b.onlineClassUrlLink,
    }));
}

// The member's parts of the dashboard are named prepared statements, built once per database: every
// member's every visit to / asks them, and building the SQL each time was a quarter of the route's CPU.

/** Open balances: unpaid POS items plus failed payments no retry has settled. */
async function memberOutstanding(db: Database, memberId: number): Promise<number> {
  const [row] = await memberStatements(db).outstanding.execute({ memberId });
  return Number(row?.pos ?? 0) + Number(row?.failed ?? 0);
}

export async function memberHome(db: Database, user: SessionUser, now = clockNow()): Promise<MemberHome> {
  // Independent of each other: one round trip's wait instead of three.
  const [club, ctx, unreadNotifications] = await Promise.all([findClubCached(db, user.clubId), payerContext(db, user), unreadNotificationsFor(db, user)]);
  const tz = club.timeZone;
  if (ctx.member) {
    const member = ctx.member;
    const [bookings, current, owed] = await Promise.all([
      nextBookings(db, member, now),
      currentMembership(db, member.id),
      memberOutstanding(db, member.id),
    ]);
    const m = current;
    const debit =
      m && m.contractType === 'Direct Debit' && m.status === 'active' && m.nextPaymentDate && m.nextPaymentAmountCents !== null
        ? { date: m.nextPaymentDate, amountCents: m.nextPaymentAmountCents }
        : null;
    return {
      kind: 'member',
      membership: m ? { name: m.description, contractType: m.contractType, status: m.status, expiryDate: m.expiryDate } : null,
      nextBookings: bookings,
      nextDebit: debit,
      outstanding: owed > 0 ? { amountCents: owed, payPath: '/payments' } : null,
      makeupCredits: null,
      unreadNotifications,
      students: [],
    };
  }
  if (ctx.guardian) {
    const [students, owed, credits] = await Promise.all([
      studentsNextLessons(db, ctx.students, tz, now),
      studentsOutstanding(db, ctx.students),
      studentsCredits(db, ctx.students, tz, now),
    ]);
    return {
      kind: 'guardian',
      membership: null,
      nextBookings: [],
      nextDebit: null,
      // The swim area's outstanding-balance dialog takes the payment (it opens on this page).
      outstanding: owed > 0 ? { amountCents: owed, payPath: '/student-class-booking' } : null,
      makeupCredits: credits,
      unreadNotifications,
      students,
    };
  }
  return {
    kind: 'prospect',
    membership: null,
    nextBookings: [],
    nextDebit: null,
    outstanding: null,
    makeupCredits: null,
    unreadNotifications,
    students: [],
  };
}

