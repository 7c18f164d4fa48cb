// /payments: every charge and direct debit of the payer, a tax-invoice receipt for each that went
// through, and a retry of a failed one through payOnce (the one idempotent payment path).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentHistoryItem, RetryPaymentBody, RetryPaymentResult } from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { type ClubRow, orderLines, orders, paymentRefunds, payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { NOT_FOUND } from '../../lib/messages';
import { findClub, findClubCached } from '../../lib/club-time';
import { localDate } from '../../lib/club-calendar';
import { payer, payOnce, resolveCardToken, storedPayment } from '../payments';
import type { PayerContext } from './owner';
import { ownedPayments } from './owner';
import { gstOfInclusive, renderReceiptPdf, type ReceiptData } from './receipt-pdf';
import { joinAddress } from '../../lib/address';

export const PAYMENT_ALREADY_SETTLED = 'This payment has already been paid.';
export const NOTHING_TO_RETRY = 'Only a failed payment can be retried.';
const HISTORY_LIMIT = 200;

const PURPOSE_LABELS: Record<string, string> = {
  'shop-order': 'Shop order',
  'outstanding-balance': 'Outstanding balance',
  'membership-signup': 'Membership sign-up',
  'membership-debit': 'Membership direct debit',
  'overdue-payment': 'Overdue balance',
  'payment-retry': 'Retry of a failed payment',
};

type PaymentRow = typeof payments.$inferSelect;

export const describePayment = (p: Pick<PaymentRow, 'description' | 'purpose'>) =>
  p.description || PURPOSE_LABELS[p.purpose] || p.purpose.replace(/-/g, ' ');

export async function listPayments(db: Database, ctx: PayerContext): Promise<PaymentHistoryItem[]> {
  const owned = ownedPayments(ctx);
  if (!owned) return [];
  const tz = (await findClubCached(db, ctx.user.clubId)).timeZone;
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clubId, ctx.user.clubId), owned))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_LIMIT);
  const refunded = await refundedOf(db, rows.filter((p) => p.status === 'approved').map((p) => p.id));
  return rows
    // A row a charge left 'pending' (declineReason) is not a payment the member made.
    .filter((p) => p.declineReason !== 'pending')
    .map((p) => ({
      id: p.id,
      date: localDate(p.createdAt, tz),
      kind: p.kind,
      description: describePayment(p),
      amountCents: p.amountCents,
      status: p.status,
      cardLast4: p.cardLast4 ?? '',
      // A pending debit or a payment awaiting the member's confirmation may still be paid: no second charge.
      canRetry: (p.status === 'declined' || p.status === 'failed') && p.retriedByPaymentId === null,
      receiptUrl: p.status === 'approved' ? `/api/v1/portal/payments/${p.id}/receipt` : null,
      refundedCents: refunded.get(p.id) ?? 0,
    }));
}

/** Each payment's refunds that went through, summed (the console's refunds, whole or part). */
async function refundedOf(db: Database, paymentIds: number[]): Promise<Map<number, number>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .select({ paymentId: paymentRefunds.paymentId, cents: sql<number>`sum(${paymentRefunds.amountCents})`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, paymentIds), eq(paymentRefunds.status, 'approved')))
    .groupBy(paymentRefunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, r.cents]));
}

/** A payment's refunds that went through, oldest first, as the receipt lists them. */
async function refundsOf(db: Database, paymentId: number, timeZone: string): Promise<[string, number][]> {
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'approved')))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
  return rows.map((r) => [`Refunded ${ddmmyyyy(localDate(r.createdAt, timeZone))}: ${r.reason}`, r.amountCents]);
}

async function ownedPayment(db: Database, ctx: PayerContext, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!row) throw new HttpError(404, NOT_FOUND);
  const owns =
    row.clubId === ctx.user.clubId &&
    ((ctx.member !== null && row.memberId === ctx.member.id) || (row.studentId !== null && ctx.students.some((s) => s.id === row.studentId)));
  if (!owns) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return row;
}


const clubAddress = (c: ClubRow) => joinAddress(c.street, c.suburb, c.state, c.postCode);
const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

function payerName(ctx: PayerContext, row: Pick<PaymentRow, 'studentId'>): string {
  if (ctx.member) return `${ctx.member.firstName} ${ctx.member.lastName} (member ${ctx.member.memberNumber})`;
  const student = ctx.students.find((s) => s.id === row.studentId);
  const family = ctx.guardian?.guardian.personName ?? '';
  return student ? `${family} for ${student.name}` : family;
}

const methodOf = (p: PaymentRow) =>
  p.cardLast4 ? `Card ending ${p.cardLast4}` : p.kind === 'direct_debit' ? 'Direct debit' : 'Card';

export async function paymentReceipt(db: Database, ctx: PayerContext, id: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const p = await ownedPayment(db, ctx, id);
  if (p.status !== 'approved') throw new HttpError(404, NOT_FOUND);
  const club = await findClub(db, p.clubId);
  // A shop order's receipt lists its items and the GST the checkout computed.
  const [order] = await db.select().from(orders).where(eq(orders.paymentId, p.id)).limit(1);
  const lines: [string, number][] = order
    ? (await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => [`${l.quantity} x ${l.name}`, l.lineTotalCents])
    : [[describePayment(p), p.amountCents]];
  const data: ReceiptData = {
    clubName: club.name,
    abn: club.abn,
    clubAddress: clubAddress(club),
    number: `R-${p.id}`,
    date: ddmmyyyy(localDate(p.createdAt, club.timeZone)),
    paidBy: payerName(ctx, p),
    lines,
    totalCents: p.amountCents,
    gstCents: order ? order.gstCents : gstOfInclusive(p.amountCents),
    paymentMethod: methodOf(p),
    refunds: await refundsOf(db, p.id, club.timeZone),
  };
  return { pdf: await renderReceiptPdf(data), fileName: `receipt-R-${p.id}.pdf` };
}

export async function retryPayment(
  db: Database,
  ctx: PayerContext,
  id: number,
  body: RetryPaymentBody,
  key: string,
): Promise<RetryPaymentResult> {
  const original = await ownedPayment(db, ctx, id);
  const who = ctx.member ? payer.member(ctx.member.id) : payer.guardian(ctx.guardian!.guardian.id);
  const purchase = { clubId: ctx.user.clubId, payer: who, key, route: `POST /portal/payments/${id}/retry`, body };
  const stored = await storedPayment<RetryPaymentResult>(db, purchase);
  if (stored) return stored;
  if (original.status !== 'declined' && original.status !== 'failed') throw new HttpError(400, NOTHING_TO_RETRY);
  if (original.retriedByPaymentId !== null) throw new HttpError(409, PAYMENT_ALREADY_SETTLED);
  const card = await resolveCardToken(
    db,
    { clubId: ctx.user.clubId, memberId: original.memberId, studentId: original.studentId },
    body,
  );
  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    // Lock the failed row: two retries under different keys settle it once.
    const [locked] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!locked || locked.retriedByPaymentId !== null) throw new HttpError(409, PAYMENT_ALREADY_SETTLED);
    const charge = await pay({
      amountCents: locked.amountCents,
      purpose: 'payment-retry',
      description: `${describePayment(locked)} (retry)`,
      token: card.token,
      memberId: locked.memberId,
      studentId: locked.studentId,
    });
    if (charge.status !== 'approved') throw new HttpError(402, charge.message);
    await tx.update(payments).set({ retriedByPaymentId: charge.paymentId }).where(eq(payments.id, id));
    return { paymentId: charge.paymentId, message: charge.message };
  });
  return response;
}
