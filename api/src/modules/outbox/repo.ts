// Outbox rows: stored first, sent later by the worker (or only listed in demo mode).
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { now, nowMs } from '../../lib/clock';

/** How long a claimed row is left to its worker before another may try (a send that crashed). */
export const CLAIM_LEASE_MS = 2 * 60_000;

const unclaimed = () => or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now()));

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertOutbox(db: Database, row: NewOutboxRow): Promise<OutboxRow> {
  const [created] = await db.insert(outbox).values(row).returning();
  return created!;
}

export async function listLatest(db: Database, opts: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(opts.to ? sql`lower(${outbox.toAddress}) = ${opts.to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(opts.limit);
}

export async function listPending(db: Database, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, maxAttempts), unclaimed()))
    .orderBy(outbox.id)
    .limit(limit);
}

/**
 * Claims a row by bumping attempts conditionally and leasing it: only one instance wins a given
 * attempt, and no instance starts another attempt while that one is still sending.
 */
export async function claim(db: Database, row: OutboxRow): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ attempts: row.attempts + 1, claimedUntil: new Date(nowMs() + CLAIM_LEASE_MS) })
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending'), unclaimed()))
    .returning({ id: outbox.id });
  return claimed.length === 1;
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: now(), lastError: null, claimedUntil: null }).where(eq(outbox.id, id));
}

export async function markFailedAttempt(db: Database, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), claimedUntil: null, ...(final ? { status: 'failed' as const } : {}) })
    .where(eq(outbox.id, id));
}

/** Gives every message that used up its attempts a fresh set (after the operator fixed SMTP or the gateway); answers how many. */
export async function requeueFailed(db: Database): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, claimedUntil: null })
    .where(eq(outbox.status, 'failed'))
    .returning({ id: outbox.id });
  return rows.length;
}
