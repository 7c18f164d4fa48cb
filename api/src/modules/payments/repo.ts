// Database access for payments: card tokens, payment methods and gateway payments.
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cardTokens, clubs, members, paymentMethods, payments, stripeEvents } from '../../db/schema';
import { isClubPerson } from '../../lib/club-people';
import { firstRow } from '../../lib/first-row';
import { studentHousehold } from '../../lib/household-students';

/** A drizzle handle or a transaction opened on one (both expose the same query API). */
export type Db = Database | Transaction;

export interface Owner {
  memberId?: number | null;
  studentId?: number | null;
}

export function ownerCondition(owner: Owner) {
  if (owner.memberId) return eq(paymentMethods.memberId, owner.memberId);
  if (owner.studentId) return eq(paymentMethods.studentId, owner.studentId);
  throw new Error('payment method owner needs a memberId or a studentId');
}

export async function insertCardToken(db: Db, row: typeof cardTokens.$inferInsert) {
  const [created] = await db.insert(cardTokens).values(row).returning();
  return created;
}

/** A vault token usable by this club: issued for it, or captured signed-out (club unknown). */
export async function findCardToken(db: Db, token: string, clubId: number) {
  const [row] = await db
    .select()
    .from(cardTokens)
    .where(and(eq(cardTokens.token, token), or(eq(cardTokens.clubId, clubId), isNull(cardTokens.clubId))));
  return row;
}

/** The members and students whose saved payment methods hold this vault token. */
export async function savedOwnersOfToken(db: Db, token: string): Promise<Owner[]> {
  return db.select({ memberId: paymentMethods.memberId, studentId: paymentMethods.studentId }).from(paymentMethods).where(eq(paymentMethods.cardToken, token));
}

export async function claimCardToken(db: Db, id: number, clubId: number) {
  await db.update(cardTokens).set({ clubId }).where(and(eq(cardTokens.id, id), isNull(cardTokens.clubId)));
}

/** The owner's card to reuse: the default one first, then the newest. */
export async function findSavedCard(db: Db, owner: Owner) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(ownerCondition(owner), eq(paymentMethods.kind, 'card')))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
  return row;
}

export async function insertDefaultPaymentMethod(db: Db, owner: Owner, row: Omit<typeof paymentMethods.$inferInsert, 'memberId' | 'studentId' | 'isDefault'>) {
  // One default per owner: the new method replaces the previous default.
  await db.update(paymentMethods).set({ isDefault: false }).where(and(ownerCondition(owner), eq(paymentMethods.isDefault, true)));
  const created = firstRow(await db
    .insert(paymentMethods)
    .values({ ...row, memberId: owner.memberId ?? null, studentId: owner.studentId ?? null, isDefault: true })
    .returning({ id: paymentMethods.id }), 'inserted payment method');
  return created.id;
}

export async function findMemberByNumber(db: Db, clubId: number, memberNumber: string) {
  const [row] = await db
    .select({ id: members.id, clubId: members.clubId, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(isClubPerson(members, clubId, memberNumber));
  return row;
}

export async function findClubIdByAccount(db: Db, accountId: string) {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.accountId, accountId));
  return row?.id ?? null;
}

export async function insertPaymentIfNew(db: Db, row: typeof payments.$inferInsert) {
  const [created] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: [payments.clubId, payments.idempotencyKey] })
    .returning({ id: payments.id });
  return created;
}

export async function updatePayment(db: Db, id: number, set: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(set).where(eq(payments.id, id));
}

/** The last 4 digits of the card behind a token (vault token or saved card), for the payment history. */
export async function cardLast4OfToken(db: Db, token: string): Promise<string | null> {
  const [vaulted] = await db.select({ last4: cardTokens.last4 }).from(cardTokens).where(eq(cardTokens.token, token)).limit(1);
  if (vaulted) return vaulted.last4;
  const [saved] = await db.select({ last4: paymentMethods.cardLast4 }).from(paymentMethods).where(eq(paymentMethods.cardToken, token)).limit(1);
  return saved?.last4 ?? null;
}

export async function clubGateway(db: Db, clubId: number) {
  const [row] = await db.select({ gateway: clubs.paymentGateway }).from(clubs).where(eq(clubs.id, clubId));
  return row?.gateway ?? 'sandbox';
}

/** The club and e-mail of a payment method's owner (a student's are its family's). */
export async function ownerContact(db: Db, owner: Owner): Promise<{ clubId: number; email: string | null } | undefined> {
  if (owner.memberId) {
    const [row] = await db.select({ clubId: members.clubId, email: members.email }).from(members).where(eq(members.id, owner.memberId));
    return row;
  }
  if (!owner.studentId) return undefined;
  const household = await studentHousehold(db, owner.studentId);
  return household && { clubId: household.clubId, email: household.email };
}

/** The payment a gateway reference belongs to, locked: a webhook and the confirm page may race. */
export async function findPaymentByReference(db: Db, gateway: string, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference)))
    .for('update');
  return row;
}

export async function findPayment(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Records a webhook event once; undefined when its id was seen before (a replay). */
export async function insertStripeEvent(db: Db, row: typeof stripeEvents.$inferInsert) {
  const [created] = await db.insert(stripeEvents).values(row).onConflictDoNothing().returning({ id: stripeEvents.id });
  return created;
}

export async function waitingStripeEvents(db: Db, objectId: string) {
  return db
    .select()
    .from(stripeEvents)
    .where(and(eq(stripeEvents.objectId, objectId), eq(stripeEvents.applied, false)))
    .orderBy(asc(stripeEvents.eventCreated), asc(stripeEvents.receivedAt));
}

export async function markStripeEventsApplied(db: Db, ids: string[]) {
  if (ids.length) await db.update(stripeEvents).set({ applied: true }).where(inArray(stripeEvents.id, ids));
}

export async function clubName(db: Db, clubId: number) {
  const [row] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return row?.name;
}
