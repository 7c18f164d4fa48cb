// The job table runner. Each due row is taken with SELECT ... FOR UPDATE SKIP LOCKED, handled, and
// marked done in the same transaction: with two API instances a row is taken by exactly one, and
// if an instance dies mid-job its transaction rolls back, so the job (and whatever it would have
// written: the outbox rows, the in-app entry) is done once after a restart. Time is clock.ts's.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { clubs, notificationJobs } from '../../db/schema';
import { now, nowMs } from '../../lib/clock';
import { clubInstant, localDate } from '../../lib/club-calendar';

export type JobRow = typeof notificationJobs.$inferSelect;
export type JobHandler = (tx: Database, job: JobRow, ctx: JobContext) => Promise<void>;

export interface JobContext {
  publicOrigin: string;
  mailFrom: string;
  /** An SMS gateway is configured: SMS are worth enqueueing. */
  smsEnabled: boolean;
  /** Where the server keeps its files (a member import's uploaded CSV). */
  dataDir: string;
  /** The runner's logger, for a handler that records a failure itself instead of throwing. */
  log?: FastifyBaseLogger;
}

const MAX_ATTEMPTS = 5;
const handlers = new Map<string, JobHandler>();

/** Each feature registers the kinds it schedules (notifications, waitlist holds). */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export interface NewJob {
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  dedupeKey: string;
}

/** Schedules a job once per dedupe key (a second call with the same key changes nothing). */
export async function scheduleJob(db: Database, job: NewJob): Promise<void> {
  await scheduleJobs(db, [job]);
}

/** scheduleJob for several jobs in one statement. */
export async function scheduleJobs(db: Database, jobs: NewJob[]): Promise<void> {
  if (!jobs.length) return;
  await db
    .insert(notificationJobs)
    .values(jobs.map((job) => ({ ...job, status: 'pending' as const })))
    .onConflictDoNothing({ target: notificationJobs.dedupeKey });
}

/** A club's id and time zone: enough to place a run on its wall clock. */
export type ClubZone = { id: number; timeZone: string };

/**
 * A job each club runs once a club day at a wall-clock time (the billing run, the timetable's
 * generation, the notification sweep): one job per club and club-local date, the dedupe key.
 */
export function dailyClubJob(kind: string, localTime: string) {
  /** Schedules the run of one club day (once: a second call for the same day changes nothing). */
  async function schedule(db: Database, club: ClubZone, date: string): Promise<void> {
    await scheduleJob(db, {
      kind,
      runAt: clubInstant(date, localTime, club.timeZone),
      payload: { clubId: club.id, date },
      dedupeKey: `${kind}:${club.id}:${date}`,
    });
  }
  /** Every club's run of its today (what each start runs; due at once when its time has passed). */
  async function scheduleToday(db: Database, at = now()): Promise<void> {
    const zones = await db.select({ id: clubs.id, timeZone: clubs.timeZone }).from(clubs);
    for (const club of zones) await schedule(db, club, localDate(at, club.timeZone));
  }
  return { schedule, scheduleToday };
}

/** Takes and runs one due job; answers false when none is due (or all due ones are taken). */
export async function runOneJob(db: Database, ctx: JobContext, log?: FastifyBaseLogger): Promise<boolean> {
  let taken: JobRow | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(notificationJobs)
        .where(and(eq(notificationJobs.status, 'pending'), lte(notificationJobs.runAt, now())))
        .orderBy(asc(notificationJobs.runAt), asc(notificationJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      taken = job;
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(tx, job, log ? { ...ctx, log } : ctx);
      await tx.update(notificationJobs).set({ status: 'done', doneAt: now(), attempts: job.attempts + 1 }).where(eq(notificationJobs.id, job.id));
      return true;
    });
  } catch (err) {
    if (!taken) throw err;
    // The work rolled back; count the attempt and try again later (backing off), or give up.
    const message = err instanceof Error ? err.message : String(err);
    log?.warn({ jobId: taken.id, kind: taken.kind, err: message }, 'job failed');
    const attempts = taken.attempts + 1;
    await db
      .update(notificationJobs)
      .set({
        attempts,
        lastError: message.slice(0, 500),
        runAt: new Date(nowMs() + 30_000 * 2 ** attempts),
        ...(attempts >= MAX_ATTEMPTS ? { status: 'failed' as const } : {}),
      })
      .where(and(eq(notificationJobs.id, taken.id), eq(notificationJobs.status, 'pending')));
    return true;
  }
}

/** Gives every job that used up its attempts a fresh set, due now (after its cause was fixed); answers how many. */
export async function requeueFailedJobs(db: Database): Promise<number> {
  const rows = await db
    .update(notificationJobs)
    .set({ status: 'pending', attempts: 0, runAt: now() })
    .where(eq(notificationJobs.status, 'failed'))
    .returning({ id: notificationJobs.id });
  return rows.length;
}

/** Runs due jobs until none is left (or `limit` ran); answers how many were taken. */
export async function runDueJobs(db: Database, ctx: JobContext, opts: { limit?: number; log?: FastifyBaseLogger } = {}): Promise<number> {
  let count = 0;
  while (count < (opts.limit ?? 100) && (await runOneJob(db, ctx, opts.log))) count += 1;
  return count;
}

export interface JobRunner {
  /** One pass now (tests; also what the timer calls). */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function startJobRunner(db: Database, ctx: JobContext, opts: { intervalMs?: number; log: FastifyBaseLogger }): JobRunner {
  let running: Promise<number> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve(0);
    if (!running) {
      running = runDueJobs(db, ctx, { log: opts.log })
        .catch((err) => {
          opts.log.error({ err }, 'job runner tick failed');
          return 0;
        })
        .finally(() => {
          running = null;
        });
    }
    return running;
  };
  const timer = setInterval(() => void tick(), opts.intervalMs ?? 5000);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

/** Pending jobs of a kind (tests and the operator's view). */
export async function pendingJobs(db: Database, kind?: string): Promise<JobRow[]> {
  return db
    .select()
    .from(notificationJobs)
    .where(and(eq(notificationJobs.status, 'pending'), kind ? eq(notificationJobs.kind, kind) : sql`true`))
    .orderBy(asc(notificationJobs.runAt));
}
