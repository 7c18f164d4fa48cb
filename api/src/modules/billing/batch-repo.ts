// Billing's queries over many agreements at once (a day's run of a big club): what the run needs
// of every due membership in one statement each, and the debits' rows written with unnest.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingDebits,
  memberAddons,
  memberRequests,
  membershipAddons,
  memberships,
  memberSubscriptions,
  paymentMethods,
  subscriptions,
  suspensions,
} from '../../db/schema';
import { intArray, textArray } from '../../lib/pg-arrays';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each member's default payment method (card or bank account), else the newest. */
export async function paymentMethodsOf(db: Database, memberIds: number[]) {
  if (!memberIds.length) return new Map<number, typeof paymentMethods.$inferSelect>();
  const rows = await db
    .selectDistinctOn([paymentMethods.memberId])
    .from(paymentMethods)
    .where(inArray(paymentMethods.memberId, memberIds))
    .orderBy(paymentMethods.memberId, desc(paymentMethods.isDefault), desc(paymentMethods.id));
  return new Map(rows.map((r) => [r.memberId!, r]));
}

/** Each member's earliest cancellation date (a request not rejected). */
export async function cancellationsFrom(db: Database, memberIds: number[]) {
  if (!memberIds.length) return new Map<number, string>();
  const rows = await db
    .select({ memberId: memberRequests.memberId, from: sql<string>`min(${memberRequests.fromDate})::text` })
    .from(memberRequests)
    .where(and(inArray(memberRequests.memberId, memberIds), eq(memberRequests.kind, 'cancellation'), ne(memberRequests.status, 'rejected')))
    .groupBy(memberRequests.memberId);
  return new Map(rows.filter((r) => r.from !== null).map((r) => [r.memberId, r.from]));
}

export async function cancelDebits(db: Database, ids: number[]) {
  if (ids.length) await db.update(billingDebits).set({ status: 'cancelled', nextAttemptOn: null }).where(inArray(billingDebits.id, ids));
}

export interface DebitAfterAttempt {
  id: number;
  status: 'paid' | 'failed' | 'exhausted';
  attempts: number;
  firstFailedOn: string | null;
  nextAttemptOn: string | null;
  lastPaymentId: number;
  lastReason: string | null;
  settledAt: Date | null;
}

/** Each debit's row after its attempt, in one statement. */
export async function updateDebits(db: Database, rows: DebitAfterAttempt[]) {
  if (!rows.length) return;
  const col = <K extends keyof DebitAfterAttempt>(k: K) => rows.map((r) => r[k]);
  await db.execute(sql`update ${billingDebits} d set status = v.status, attempts = v.attempts, first_failed_on = v.first_failed_on::date,
      next_attempt_on = v.next_attempt_on::date, last_payment_id = v.last_payment_id, last_reason = v.last_reason, settled_at = v.settled_at::timestamptz
    from unnest(${intArray(col('id'))}::int[], ${textArray(col('status'))}::text[], ${intArray(col('attempts'))}::int[], ${textArray(col('firstFailedOn'))}::text[],
      ${textArray(col('nextAttemptOn'))}::text[], ${intArray(col('lastPaymentId'))}::int[], ${textArray(col('lastReason'))}::text[],
      ${textArray(rows.map((r) => r.settledAt?.toISOString() ?? null))}::text[])
      as v(id, status, attempts, first_failed_on, next_attempt_on, last_payment_id, last_reason, settled_at)
    where d.id = v.id`);
}

/** The suspensions (not cancelled) of these memberships. */
export async function suspensionsOf(db: Database, membershipIds: number[]) {
  if (!membershipIds.length) return [];
  return db
    .select({ membershipId: suspensions.membershipId, fromDate: suspensions.fromDate, toDate: suspensions.toDate })
    .from(suspensions)
    .where(and(inArray(suspensions.membershipId, membershipIds), isNull(suspensions.cancelledAt)));
}

/** Direct-debit subscriptions of these members, with the club-local dates they start and end. */
export async function recurringSubscriptionsOf(db: Database, memberIds: number[], tz: string) {
  if (!memberIds.length) return [];
  return rowsOf<{ member_id: number; id: number; name: string; amount_cents: number; from_date: string; to_date: string | null }>(
    await db.execute(sql`select ms.member_id, ms.id, s.name, s.total_cost_cents as amount_cents,
        (ms.purchased_at at time zone ${tz})::date::text as from_date, (ms.expires_at at time zone ${tz})::date::text as to_date
      from ${memberSubscriptions} ms join ${subscriptions} s on s.id = ms.subscription_id
      where ms.member_id = any(${intArray(memberIds)}::int[]) and s.contract_type = 2`),
  );
}

/** Recurring add-ons (no visit count, no validity) of these members, with the dates they start and end. */
export async function recurringAddonsOf(db: Database, memberIds: number[], tz: string) {
  if (!memberIds.length) return [];
  return rowsOf<{ member_id: number; id: number; name: string; amount_cents: number; from_date: string; to_date: string | null }>(
    await db.execute(sql`select ma.member_id, ma.id, a.description as name, a.total_cost_cents as amount_cents,
        (ma.created_at at time zone ${tz})::date::text as from_date, ma.expiry_date::text as to_date
      from ${memberAddons} ma join ${membershipAddons} a on a.id = ma.addon_id
      where ma.member_id = any(${intArray(memberIds)}::int[]) and a.visits is null and a.valid_days is null`),
  );
}

/** Each membership's next payment date, in one statement. */
export async function setNextPaymentDates(db: Database, rows: Array<{ id: number; next: string | null }>) {
  if (!rows.length) return;
  await db.execute(sql`update ${memberships} m set next_payment_date = v.next::date
    from unnest(${intArray(rows.map((r) => r.id))}::int[], ${textArray(rows.map((r) => r.next))}::text[]) as v(id, next)
    where m.id = v.id`);
}

/** How many debits are there to collect today: new ones due and failed ones whose retry is due. */
export async function collectableCount(db: Database, clubId: number, today: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${billingDebits}
      where club_id = ${clubId} and ((status = 'pending' and due_date <= ${today}::date) or (status = 'failed' and next_attempt_on <= ${today}::date))`),
  );
  return Number(row?.n ?? 0);
}
