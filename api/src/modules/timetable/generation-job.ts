// The daily generation of each club's sessions, on the job table (notifications/jobs.ts): one job
// per club and club-local date (dedupe key), taken by exactly one instance (FOR UPDATE SKIP
// LOCKED) and done in its transaction, so a SIGKILL mid-run rolls it back and it runs again. Each
// run schedules the next club day before it commits, and every start (and every hour) schedules
// today's, which is due at once after downtime; generating from today to each series' horizon
// catches up whatever days were missed. The creche's and swim school's generators run in the
// same job (session-generators.ts). The sessions' unique (series, occurrence start) key makes
// a second generation of the same days (a manual run, a write's own generation) write nothing.
import { localDate } from '../../lib/club-calendar';
import { now as clockNow } from '../../lib/clock';
import type { Database } from '../../db/client';
import { dailyClubJob, registerJobHandler } from '../notifications';
import { announceTimetableChange } from './change-notices';
import { addDays } from '../../lib/recurrence';
import * as repo from './repo';
import { generateClubSessions } from './session-generation';
import { runOtherGenerators } from './session-generators';

export const GENERATION_JOB = 'timetable-generate';
/** Club wall-clock time of the daily run: after midnight, before anyone books the new day. */
export const GENERATION_LOCAL_TIME = '00:10';

const generationDays = dailyClubJob(GENERATION_JOB, GENERATION_LOCAL_TIME);
/** Every club's generation of its today (a no-op once scheduled; due at once when 00:10 has passed). */
export const ensureTimetableGeneration = generationDays.scheduleToday;

/** One club day's run (the job's work, inside its transaction): generate, then schedule the next day. */
export async function runGeneration(db: Database, clubId: number, date: string, at = clockNow()): Promise<number> {
  const club = await repo.clubZone(db, clubId);
  if (!club) return 0;
  const written = await generateClubSessions(db, clubId, { now: at });
  if (written > 0) await announceTimetableChange(db, clubId);
  // The creche's and swim school's series (session-generators.ts), in the same transaction.
  await runOtherGenerators(db, clubId, { now: at });
  const today = localDate(at, club.timeZone);
  const next = addDays(date, 1);
  await generationDays.schedule(db, club, next > today ? next : addDays(today, 1));
  return written;
}

registerJobHandler(GENERATION_JOB, async (tx, job) => {
  await runGeneration(tx, Number(job.payload.clubId), String(job.payload.date));
});
