// The daily sweep of each club, run from the job table at 09:00 club time: make-up credits that
// expire within 7 days and balances outstanding each become one notification (a dedupe key per
// credit and per transaction, so a credit is mentioned once, not every day). Each sweep schedules
// the next club day's before it commits, and every start schedules today's (a no-op once it
// exists), so a restart loses no day and two instances sweep a day once (the job's row lock).
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { clubs, makeupCredits, posTransactions, studentSwimBookings, students, swimClasses, swimClassSchedules } from '../../db/schema';
import { studentOfClub } from '../../lib/household-students';
import { unusedAndUnexpired } from '../../lib/single-use';
import { now as clockNow } from '../../lib/clock';
import { localDate } from '../../lib/club-calendar';
import { type ClubZone, dailyClubJob, registerJobHandler } from './jobs';
import { studentRecipient, type Recipient } from './recipient';
import { notify } from './service';

dayjs.extend(utc);

/** Club wall-clock time of the sweep: mid-morning, not a message in the night. */
export const SWEEP_LOCAL_TIME = '09:00';
export const MAKEUP_WARNING_DAYS = 7;
const DAY_MS = 24 * 3_600_000;

const dmy = (date: string) => date.split('-').reverse().join('/');

const sweepDays = dailyClubJob('daily-sweep', SWEEP_LOCAL_TIME);
/** Every club's sweep of its today (what each start runs; due at once when 09:00 has passed). */
export const ensureDailySweeps = sweepDays.scheduleToday;

async function sweepMakeupCredits(db: Database, club: ClubZone, at: Date): Promise<number> {
  const expiring = await db
    .select({ credit: makeupCredits, studentName: students.name, className: swimClasses.name, cancelledOn: swimClassSchedules.date })
    .from(makeupCredits)
    .innerJoin(students, eq(students.id, makeupCredits.studentId))
    .innerJoin(studentSwimBookings, eq(studentSwimBookings.id, makeupCredits.cancelledBookingId))
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(
      and(
        studentOfClub(club.id),
        unusedAndUnexpired(makeupCredits, at),
        lte(makeupCredits.expiresAt, new Date(at.getTime() + MAKEUP_WARNING_DAYS * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const row of expiring) {
    const recipient = await studentRecipient(db, row.credit.studentId);
    if (!recipient) continue;
    const expires = dmy(localDate(row.credit.expiresAt, club.timeZone));
    await notify(db, {
      ...recipient,
      clubId: club.id,
      event: 'makeup-expiring',
      dedupeKey: `makeup-expiring:${row.credit.id}`,
      title: `Make-up credit expires ${expires}`,
      body: `${row.studentName}'s make-up credit for ${row.className} on ${dmy(row.cancelledOn)} expires on ${expires}. Book a make-up class before then.`,
      link: '/makeup-credits',
    });
    sent += 1;
  }
  return sent;
}

async function sweepBalances(db: Database, club: ClubZone): Promise<number> {
  const owing = await db
    .select()
    .from(posTransactions)
    .where(and(eq(posTransactions.clubId, club.id), gt(posTransactions.outstandingCents, 0), isNull(posTransactions.paidAt)));
  let sent = 0;
  for (const tx of owing) {
    // A member's own charge goes to the member; a student's fee to the student's guardian.
    const recipient: Recipient | null = tx.memberId !== null ? { memberId: tx.memberId } : tx.studentId !== null ? await studentRecipient(db, tx.studentId) : null;
    if (!recipient) continue;
    await notify(db, {
      ...recipient,
      clubId: club.id,
      event: 'balance-outstanding',
      dedupeKey: `balance-outstanding:${tx.id}`,
      title: `Balance outstanding: ${formatMoney(tx.outstandingCents)}`,
      body: `${formatMoney(tx.outstandingCents)} is outstanding for ${tx.description}. Please pay it in the portal.`,
      link: tx.memberId !== null ? '/payments' : '/student-class-booking',
    });
    sent += 1;
  }
  return sent;
}

/** One club day's sweep (the job's work, inside its transaction); answers what it notified. */
export async function runSweep(db: Database, clubId: number, date: string, at = clockNow()): Promise<{ makeups: number; balances: number }> {
  const [club] = await db.select({ id: clubs.id, timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) return { makeups: 0, balances: 0 };
  const result = { makeups: await sweepMakeupCredits(db, club, at), balances: await sweepBalances(db, club) };
  // The next club day, from the date swept (not from now: a late run must not skip a day).
  const next = dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');
  const today = localDate(at, club.timeZone);
  await sweepDays.schedule(db, club, next > today ? next : today);
  return result;
}

registerJobHandler('daily-sweep', async (tx, job) => {
  await runSweep(tx, Number(job.payload.clubId), String(job.payload.date));
});
