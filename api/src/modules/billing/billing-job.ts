// The daily billing run of each club, on the job table (notifications/jobs.ts), as the timetable's
// generation does it: one job per club and club-local date (dedupe key), taken by one instance
// (FOR UPDATE SKIP LOCKED) and done inside its transaction. It writes the day's debits, then
// schedules one collect job per BATCH of debits to collect, which every instance takes from the
// table, so two instances share a big club's day. A SIGKILL rolls back the job in hand (its
// debits and ledger rows) and the job is taken again, asking the gateway under the same
// Idempotency-Keys. Each run schedules the next club day before it commits; every start
// (and every hour) schedules today's, due at once after downtime, and the run walks each
// agreement from its next payment date, so the days missed are caught up.
import { localDate } from '../../lib/club-calendar';
import { now as clockNow } from '../../lib/clock';
import type { Database } from '../../db/client';
import { dailyClubJob, registerJobHandler, scheduleJobs } from '../notifications';
import * as repo from './repo';
import { addDays } from './schedule';
import { BATCH, collectableCount, collectClubBatch, makeClubDebits, type RunResult } from './service';

export const BILLING_JOB = 'billing-run';
const BILLING_COLLECT_JOB = 'billing-collect';
/** Club wall-clock time of the daily run: early, so a debit is on the member's statement that day. */
export const BILLING_LOCAL_TIME = '03:00';

const billingDays = dailyClubJob(BILLING_JOB, BILLING_LOCAL_TIME);
/** Every club's run of its today (a no-op once scheduled; due at once when 03:00 has passed). */
export const ensureBillingRuns = billingDays.scheduleToday;

/**
 * One club day's run: its debits written and a collect job per batch of what is to collect (due
 * at once), then the next day scheduled. Answers how many debits were made.
 */
export async function runBillingDay(db: Database, clubId: number, date: string, publicOrigin: string, at = clockNow()): Promise<Pick<RunResult, 'made'>> {
  const club = await repo.clubZone(db, clubId);
  if (!club) return { made: 0 };
  const made = await makeClubDebits(db, clubId, { publicOrigin, now: at });
  const batches = Math.ceil((await collectableCount(db, clubId, at)) / BATCH);
  await scheduleJobs(
    db,
    Array.from({ length: batches }, (_, n) => ({
      kind: BILLING_COLLECT_JOB,
      runAt: at,
      payload: { clubId, date },
      dedupeKey: `${BILLING_COLLECT_JOB}:${clubId}:${date}:${n}`,
    })),
  );
  const today = localDate(at, club.timeZone);
  const next = addDays(date, 1);
  await billingDays.schedule(db, club, next > today ? next : addDays(today, 1));
  return { made };
}

registerJobHandler(BILLING_JOB, async (tx, job, ctx) => {
  await runBillingDay(tx, Number(job.payload.clubId), String(job.payload.date), ctx.publicOrigin);
});

// One batch, committed with its job: a debit another instance holds is skipped, so the batches
// of one day run side by side; what a batch leaves is the next batch's (or the next day's).
registerJobHandler(BILLING_COLLECT_JOB, async (tx, job, ctx) => {
  await collectClubBatch(tx, Number(job.payload.clubId), { publicOrigin: ctx.publicOrigin });
});
