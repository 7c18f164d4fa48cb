// Every query of billing: the agreements that fall due, the debits (unique per agreement and due
// date), their locks, the club's settings, the failed-payments queue, refunds and the finance export.
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingDebits,
  billingSettings,
  clubs,
  DEFAULT_RETRY_DAYS,
  memberRequests,
  members,
  memberships,
  membershipTypes,
  paymentMethods,
  paymentRefunds,
  payments,
} from '../../db/schema';

export type DebitRow = typeof billingDebits.$inferSelect;
export type NewDebit = typeof billingDebits.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export async function clubZone(db: Database, clubId: number) {
  const [row] = await db.select({ id: clubs.id, timeZone: clubs.timeZone, name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return row;
}

export async function settingsOf(db: Database, clubId: number) {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.clubId, clubId));
  return { retryDays: row?.retryDays ?? DEFAULT_RETRY_DAYS, stopBookingsAfter: row?.stopBookingsAfter ?? null };
}

export async function saveSettings(db: Database, clubId: number, retryDays: number[], stopBookingsAfter: number | null, at: Date) {
  await db
    .insert(billingSettings)
    .values({ clubId, retryDays, stopBookingsAfter, updatedAt: at })
    .onConflictDoUpdate({ target: billingSettings.clubId, set: { retryDays, stopBookingsAfter, updatedAt: at } });
}

/**
 * The club's direct-debit memberships whose next payment date has come, locked (a second run
 * waits here, then sees the date this one moved on). With the type's frequency, minimum period,
 * the debits already made and the earliest cancellation the member asked for.
 */
export async function dueMemberships(db: Database, clubId: number, today: string) {
  return db
    .select({
      id: memberships.id,
      memberId: memberships.memberId,
      status: memberships.status,
      paymentStartDate: memberships.paymentStartDate,
      nextPaymentDate: memberships.nextPaymentDate,
      expiryDate: memberships.expiryDate,
      endDate: memberships.endDate,
      amountCents: sql<number>`coalesce(${memberships.nextPaymentAmountCents}, ${membershipTypes.priceCents})`.mapWith(Number),
      frequency: membershipTypes.paymentFrequency,
      typeId: membershipTypes.id,
      typeName: membershipTypes.description,
      minimumPeriod: membershipTypes.minimumPeriod,
      numberOfPayments: membershipTypes.numberOfPayments,
      made: sql<number>`(select count(*) from ${billingDebits} d where d.agreement_kind = 'membership' and d.agreement_id = ${memberships.id} and d.status <> 'cancelled')`.mapWith(Number),
      cancelFrom: sql<string | null>`(select min(r.from_date)::text from ${memberRequests} r where r.member_id = ${memberships.memberId} and r.kind = 'cancellation' and r.status <> 'rejected' and r.from_date is not null)`,
    })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(
      and(
        eq(members.clubId, clubId),
        eq(memberships.contractType, 'Direct Debit'),
        inArray(memberships.status, ['active', 'suspended']),
        or(lte(memberships.nextPaymentDate, today), and(isNull(memberships.nextPaymentDate), lte(memberships.paymentStartDate, today))),
      ),
    )
    .orderBy(asc(memberships.id))
    .for('update', { of: memberships });
}

/** A membership whose member cancelled from a date on or before its next payment date has no next payment. */
export async function clearCancelledNextDates(db: Database, clubId: number) {
  await db.execute(sql`
    update ${memberships} m set next_payment_date = null
    from ${members} mem
    where mem.id = m.member_id and mem.club_id = ${clubId} and m.contract_type = 'Direct Debit' and m.next_payment_date is not null
      and exists (select 1 from ${memberRequests} r where r.member_id = m.member_id and r.kind = 'cancellation' and r.status <> 'rejected' and r.from_date <= m.next_payment_date)`);
}

export async function setNextPaymentDate(db: Database, membershipId: number, next: string | null) {
  await db.update(memberships).set({ nextPaymentDate: next }).where(eq(memberships.id, membershipId));
}

/** Makes the debits that do not exist yet; the unique (kind, agreement, due date) key keeps one of each. */
export async function insertDebits(db: Database, rows: NewDebit[]): Promise<number> {
  if (!rows.length) return 0;
  const made = await db.insert(billingDebits).values(rows).onConflictDoNothing().returning({ id: billingDebits.id });
  return made.length;
}

/** Debits to collect today: new ones due and failed ones whose retry is due; a debit another run holds is skipped. */
export async function collectableDebits(db: Database, clubId: number, today: string, limit: number) {
  return db
    .select()
    .from(billingDebits)
    .where(
      and(
        eq(billingDebits.clubId, clubId),
        or(
          and(eq(billingDebits.status, 'pending'), lte(billingDebits.dueDate, today)),
          and(eq(billingDebits.status, 'failed'), lte(billingDebits.nextAttemptOn, today)),
        ),
      ),
    )
    .orderBy(asc(billingDebits.dueDate), asc(billingDebits.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The debit counted as paid by this ledger row, locked (a bank debit that may still fail). */
export async function debitCollectedBy(db: Database, paymentId: number) {
  const [row] = await db.select().from(billingDebits).where(and(eq(billingDebits.lastPaymentId, paymentId), eq(billingDebits.status, 'paid'))).for('update');
  return row;
}

/** One debit of the club, locked (another club's id is not found). */
export async function lockDebit(db: Database, clubId: number, id: number) {
  const [row] = await db.select().from(billingDebits).where(and(eq(billingDebits.id, id), eq(billingDebits.clubId, clubId))).for('update');
  return row;
}

export async function updateDebit(db: Database, id: number, set: Partial<NewDebit>) {
  await db.update(billingDebits).set(set).where(eq(billingDebits.id, id));
}

/** Debits of an agreement not collected yet, due on or after a date (a cancellation ends them). */
export async function cancelDebitsFrom(db: Database, kind: DebitRow['agreementKind'], agreementId: number, from: string) {
  await db
    .update(billingDebits)
    .set({ status: 'cancelled', nextAttemptOn: null })
    .where(and(eq(billingDebits.agreementKind, kind), eq(billingDebits.agreementId, agreementId), eq(billingDebits.status, 'pending'), gte(billingDebits.dueDate, from)));
}

export async function cancellationFrom(db: Database, memberId: number) {
  const [row] = await db
    .select({ from: sql<string | null>`min(${memberRequests.fromDate})::text` })
    .from(memberRequests)
    .where(and(eq(memberRequests.memberId, memberId), eq(memberRequests.kind, 'cancellation'), ne(memberRequests.status, 'rejected')));
  return row?.from ?? null;
}

/** The member's default payment method (card or bank account), else the newest. */
export async function paymentMethodOf(db: Database, memberId: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.memberId, memberId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
  return row;
}

export async function paymentById(db: Database, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Marks a failed ledger row as followed by another payment, so it stops counting as owed. */
export async function settlePayment(db: Database, failedId: number, byPaymentId: number) {
  await db.update(payments).set({ retriedByPaymentId: byPaymentId }).where(and(eq(payments.id, failedId), isNull(payments.retriedByPaymentId)));
}

const openFailed = and(
  inArray(billingDebits.status, ['failed', 'exhausted']),
  // Paid meanwhile through the pay-now link or /payments' Retry: no longer owed.
  sql`not exists (select 1 from ${payments} p where p.id = ${billingDebits.lastPaymentId} and p.retried_by_payment_id is not null)`,
);

/** The club's failed debits still owed, oldest first, with who owes them. */
export async function failedQueue(db: Database, clubId: number) {
  return db
    .select({ d: billingDebits, memberNumber: members.memberNumber, firstName: members.firstName, lastName: members.lastName, email: members.email })
    .from(billingDebits)
    .innerJoin(members, eq(members.id, billingDebits.memberId))
    .where(and(eq(billingDebits.clubId, clubId), openFailed))
    .orderBy(asc(billingDebits.dueDate), asc(billingDebits.id));
}

/** How many failed debits the member still owes. */
export async function openFailedCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(billingDebits).where(and(eq(billingDebits.memberId, memberId), openFailed));
  return row?.n ?? 0;
}

export async function memberOf(db: Database, memberId: number) {
  const [row] = await db
    .select({ id: members.id, memberNumber: members.memberNumber, firstName: members.firstName, clubId: members.clubId })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

// ---- Refunds ----------------------------------------------------------------------------------

export async function lockPayment(db: Database, clubId: number, id: number) {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.clubId, clubId))).for('update');
  return row;
}

export async function refundedCents(db: Database, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'approved')));
  return row?.total ?? 0;
}

export async function findRefundByKey(db: Database, clubId: number, key: string) {
  const [row] = await db.select().from(paymentRefunds).where(and(eq(paymentRefunds.clubId, clubId), eq(paymentRefunds.idempotencyKey, key)));
  return row;
}

export async function insertRefund(db: Database, row: typeof paymentRefunds.$inferInsert) {
  const [created] = await db.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
  return created;
}

// ---- Finance export ---------------------------------------------------------------------------

/** Every ledger payment of the club in [from, to) (instants), oldest first. */
export async function paymentsBetween(db: Database, clubId: number, from: Date, to: Date) {
  return db
    .select({ p: payments, memberNumber: members.memberNumber })
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .where(and(eq(payments.clubId, clubId), gte(payments.createdAt, from), lt(payments.createdAt, to), sql`${payments.declineReason} is distinct from 'pending'`))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function refundsBetween(db: Database, clubId: number, from: Date, to: Date) {
  return db
    .select({ r: paymentRefunds, memberNumber: members.memberNumber, description: payments.description, purpose: payments.purpose })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .leftJoin(members, eq(members.id, payments.memberId))
    .where(and(eq(paymentRefunds.clubId, clubId), gte(paymentRefunds.createdAt, from), lt(paymentRefunds.createdAt, to)))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}
