// Whether members are suspended today, batched: every booking asks it (the access policy's
// notSuspended). No cache: each check reads the database, so a suspension counts at once.
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, memberships, suspensions } from '../db/schema';
import { now } from './clock';
import { clubToday } from './club-calendar';
import { KeyedBatches } from './keyed-batches';
import { perDatabase } from './per-database';

// Every booking asks it (notSuspended): built once per database as a named prepared statement,
// so neither drizzle rebuilds its three subqueries nor PostgreSQL re-plans them, and the checks
// that arrive while one is in flight go together in the next (lib/keyed-batches.ts, per club day).
const suspendedChecks = perDatabase((db) => {
  const query = prepareSuspended(db);
  return new KeyedBatches<string, number, boolean>(async (today, ids) => {
    const suspended = new Set((await query.execute({ memberIds: [...new Set(ids)], today })).map((r) => r.id));
    return ids.map((id) => ({ ok: true as const, value: suspended.has(id) }));
  });
});

function prepareSuspended(db: Database) {
  const today = sql.placeholder('today');
  const current = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.memberId, members.id), inArray(memberships.status, ['active', 'suspended'])));
  return db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`${members.id} = any(${sql.placeholder('memberIds')})`,
        or(
          eq(members.status, 'suspended'),
          sql`exists (${db
            .select({ one: sql`1` })
            .from(memberships)
            .where(and(eq(memberships.memberId, members.id), eq(memberships.status, 'suspended')))})`,
          sql`exists (${db
            .select({ one: sql`1` })
            .from(suspensions)
            .where(
              and(
                inArray(suspensions.membershipId, current),
                isNull(suspensions.cancelledAt),
                lte(suspensions.fromDate, today),
                gte(suspensions.toDate, today),
              ),
            )})`,
        ),
      ),
    )
    .prepare('portal_members_suspended');
}

/**
 * Suspended today: the member, or their current membership, is marked suspended, or a suspension
 * that is not cancelled covers the club's today (a suspension booked ahead starts on its date).
 */
export async function isSuspended(db: Database, memberId: number, timeZone: string): Promise<boolean> {
  return suspendedChecks(db).submit(clubToday(now(), timeZone), memberId);
}
