// Outstanding balances (POS transactions) of swim students: list, promo pricing, card payment.
// Shared by the signed-in guardian and the public signed-reference settlement.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CouponResult, OutstandingStudentRow, PayOutstandingPayload, SettleDetail } from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { PAYMENT_SUCCESSFUL } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { clubs, posTransactionPayments, posTransactions, promoCodes, students } from '../../db/schema';
import { now } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import { assertHouseholdStudent } from '../household';
import { type IdempotentRequest, payOnce, resolveCardToken, storedPayment } from '../payments';
import type { CardInput } from '@portal/shared/contracts';
import { dollars, studentsOf, type Club, type SwimActor } from './context';
import { signReference } from './reference';

export const NOTHING_OWING_MESSAGE = 'There is nothing owing on this balance.';
export const invalidPromoMessage = (code: string): string => `Invalid promo code: ${code}`;
const PURPOSE = 'swim-outstanding';

type PosTransaction = typeof posTransactions.$inferSelect;

export async function listOutstanding(db: Database, actor: SwimActor): Promise<OutstandingStudentRow[]> {
  const kids = await studentsOf(db, actor.guardian.id);
  if (kids.length === 0) return [];
  const rows = await db
    .select()
    .from(posTransactions)
    .where(
      and(
        inArray(
          posTransactions.studentId,
          kids.map((k) => k.id),
        ),
        gt(posTransactions.outstandingCents, 0),
      ),
    )
    .orderBy(asc(posTransactions.createdAt), asc(posTransactions.id));
  const byId = new Map(kids.map((k) => [k.id, k]));
  return rows.map((t) => ({
    studentName: byId.get(t.studentId!)?.name ?? '',
    studentNumber: byId.get(t.studentId!)?.studentNumber ?? '',
    outstandingAmount: dollars(t.outstandingCents),
    outstandingCents: t.outstandingCents,
    posTrasanctionId: t.id,
    description: t.description,
    settleReference: signReference(t.id),
  }));
}

/** The POS transaction of one of the guardian's students (404 unknown, 403 someone else's). */
export async function ownedTransaction(db: Database, actor: SwimActor, id: number): Promise<PosTransaction> {
  const [row] = await db
    .select({ t: posTransactions, student: students })
    .from(posTransactions)
    .leftJoin(students, eq(students.id, posTransactions.studentId))
    .where(eq(posTransactions.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, 'Balance not found.');
  // Another club's balance is unknown here; a member's charge (no student) is nobody's household.
  if (row.t.clubId !== actor.club.id) throw new HttpError(404, 'Balance not found.');
  if (!row.student) throw new HttpError(403, NO_ACCESS_MESSAGE);
  assertHouseholdStudent(actor.guardian.id, row.student);
  return row.t;
}

/** The discount a promo code gives on `amountCents`, or 400 with the server message. */
async function discountFor(db: Database, club: Club, code: string, amountCents: number) {
  const trimmed = code.trim();
  if (!trimmed) throw new HttpError(400, invalidPromoMessage(code));
  const today = clubToday(now(), club.timeZone);
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.clubId, club.id), sql`upper(${promoCodes.code}) = upper(${trimmed})`))
    .limit(1);
  const usable =
    promo &&
    promo.appliesTo === 'any' &&
    (!promo.validFrom || promo.validFrom <= today) &&
    (!promo.validTo || promo.validTo >= today) &&
    (promo.maxUses === null || promo.uses < promo.maxUses);
  if (!usable) throw new HttpError(400, invalidPromoMessage(trimmed));
  const discountCents =
    promo.kind === 'percent' ? Math.round((amountCents * promo.value) / 100) : Math.min(promo.value, amountCents);
  return { promo, discountCents: Math.min(discountCents, amountCents) };
}

export async function priceWithCoupon(db: Database, club: Club, t: PosTransaction, code: string): Promise<CouponResult> {
  if (t.outstandingCents <= 0) throw new HttpError(400, NOTHING_OWING_MESSAGE);
  const { discountCents } = await discountFor(db, club, code, t.outstandingCents);
  const outstandingCents = t.outstandingCents - discountCents;
  return { outstandingAmount: dollars(outstandingCents), outstandingCents, discountCents };
}

/**
 * Charges the balance (minus a valid promo) once per payer and Idempotency-Key (payOnce) and
 * records the payment against the POS transaction, which then owes nothing. The transaction row
 * is locked and priced again inside the payment, so two payments under different keys cannot
 * both settle it. A replayed request answers the first result without charging again.
 */
export async function payTransaction(
  db: Database,
  club: Club,
  t: PosTransaction,
  input: CardInput & { promoCode?: string },
  purchase: IdempotentRequest,
): Promise<PayOutstandingPayload> {
  const stored = await storedPayment<PayOutstandingPayload>(db, purchase);
  if (stored) return stored;
  if (t.outstandingCents <= 0) throw new HttpError(400, NOTHING_OWING_MESSAGE);
  const promoCode = input.promoCode?.trim() || '';
  // A wrong code is refused before the card is touched.
  if (promoCode) await discountFor(db, club, promoCode, t.outstandingCents);
  const card = await resolveCardToken(db, { clubId: club.id, studentId: t.studentId }, input);

  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    const [locked] = await tx.select().from(posTransactions).where(eq(posTransactions.id, t.id)).for('update');
    if (!locked || locked.outstandingCents <= 0) throw new HttpError(400, NOTHING_OWING_MESSAGE);
    const priced = promoCode ? await discountFor(tx as unknown as Database, club, promoCode, locked.outstandingCents) : null;
    const amountCents = locked.outstandingCents - (priced?.discountCents ?? 0);
    const result = await pay({
      amountCents,
      purpose: PURPOSE,
      description: `POS ${t.id}: ${t.description}`,
      studentId: t.studentId,
      token: card.token,
    });
    if (result.status !== 'approved') throw new HttpError(400, result.message || 'Payment failed.');
    await tx.insert(posTransactionPayments).values({
      posTransactionId: t.id,
      paymentId: result.paymentId,
      amountCents,
      discountCents: priced?.discountCents ?? 0,
      promoCode: priced ? priced.promo.code : null,
    });
    await tx.update(posTransactions).set({ outstandingCents: 0, paidAt: now() }).where(eq(posTransactions.id, t.id));
    if (priced) {
      await tx
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(eq(promoCodes.id, priced.promo.id));
    }
    return { message: PAYMENT_SUCCESSFUL, paymentId: result.paymentId, amountCents, posTrasanctionId: t.id };
  });
  return response;
}

/** Public settlement: the transaction behind a verified reference, with its club. */
export async function settleTarget(db: Database, posTransactionId: number) {
  const [row] = await db
    .select({ t: posTransactions, club: clubs, studentName: students.name })
    .from(posTransactions)
    .innerJoin(clubs, eq(clubs.id, posTransactions.clubId))
    .leftJoin(students, eq(students.id, posTransactions.studentId))
    .where(eq(posTransactions.id, posTransactionId))
    .limit(1);
  if (!row || row.t.studentId === null) throw new HttpError(404, 'Balance not found.');
  return row;
}

export function settleDetailOf(reference: string, row: Awaited<ReturnType<typeof settleTarget>>): SettleDetail {
  return {
    referenceNumber: reference,
    posTransactionId: row.t.id,
    studentName: row.studentName ?? '',
    clubName: row.club.name,
    accountId: row.club.accountId,
    description: row.t.description,
    outstandingAmount: dollars(row.t.outstandingCents),
    outstandingCents: row.t.outstandingCents,
  };
}

export type { SwimActor };
