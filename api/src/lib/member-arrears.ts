// What a member owes now, as every screen shows it: unpaid POS items plus failed direct debits no
// later payment settled, declined by the gateway or failed before it (each failed debit counts once: its newest attempt; a retry, the pay-now
// link, a desk payment or a waiver settles it). The dashboard's prepared statement says the same.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments, posTransactions } from '../db/schema';

export async function memberArrearsCents(db: Database, memberId: number): Promise<number> {
  const [pos] = await db
    .select({ total: sql<string | null>`sum(${posTransactions.outstandingCents})` })
    .from(posTransactions)
    .where(and(eq(posTransactions.memberId, memberId), gt(posTransactions.outstandingCents, 0)));
  const [failed] = await db
    .select({ total: sql<string | null>`sum(${payments.amountCents})` })
    .from(payments)
    .where(and(eq(payments.memberId, memberId), inArray(payments.status, ['declined', 'failed']), eq(payments.kind, 'direct_debit'), isNull(payments.retriedByPaymentId)));
  return Number(pos?.total ?? 0) + Number(failed?.total ?? 0);
}
