// The extras module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import type { ActiveExtras, BuyExtraPayload, BuySubscriptionRequest, CardInput, PendingPtBooking } from '@portal/shared/contracts';
import { EXTRA_READY, EXTRAS_DIRECT_DEBIT, PT_BOOKED_WITH_PURCHASE } from '@portal/shared/messages';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberAddons, members, membershipAddons, membershipTypeAddons, memberSubscriptions, subscriptions } from '../../db/schema';
import { now as clockNow, nowMs } from '../../lib/clock';
import { clubInstant, localDate } from '../../lib/club-calendar';
import { firstRow } from '../../lib/first-row';
import { HttpError } from '../../lib/http-error';
import { displayDate, type MemberContext } from '../../lib/member-context';
import * as membershipRepo from '../membership';
import { mailReceipt, memberPurchase, type Pay, payOnce, resolveCardToken, storedPayment, type Transaction } from '../payments';
import { bookPtSessionIn } from '../pt';
import { type Payer, payerFor } from '../household';

export const EXTRA_NOT_AVAILABLE = 'That extra is not available.';

export const PT_SLOT_TAKEN = 'Your extra is ready, but that PT session is no longer available. Please book another time.';

export async function active(db: Database, ctx: MemberContext): Promise<ActiveExtras> {
  const now = clockNow();
  const subs = await membershipRepo
    .memberSubscriptionsWhere(db, ctx.member.id, membershipRepo.subscriptionUsable(now))
    .orderBy(asc(memberSubscriptions.id));
  const addons = await db
    .select({ ma: memberAddons, a: membershipAddons })
    .from(memberAddons)
    .innerJoin(membershipAddons, eq(membershipAddons.id, memberAddons.addonId))
    .where(and(eq(memberAddons.memberId, ctx.member.id), or(isNull(memberAddons.expiryDate), gte(memberAddons.expiryDate, ctx.today))))
    .orderBy(asc(memberAddons.id));
  return {
    subscriptions: subs.map(({ ms, s }) => ({
      id: ms.id,
      subscriptionName: s.name,
      remainingSubscription: ms.remaining ?? -1,
      expiryDate: ms.expiresAt ? displayDate(localDate(ms.expiresAt, ctx.club.timeZone)) : '',
      subscription: { numberOfSession: s.numberOfSession ?? 0, subscriptionType: s.subscriptionType, subscriptionTypeName: s.typeName },
    })),
    addons: addons.map(({ ma, a }) => ({
      id: ma.id,
      membershipType: a.description,
      remainingVisit: ma.remainingVisit ?? -1,
      membershipExpiryDateLocal: displayDate(ma.expiryDate),
    })),
  };
}

export async function addonsForMember(db: Database, ctx: MemberContext) {
  const current = await membershipRepo.currentMembership(db, ctx.member.id);
  if (!current) return [];
  const rows = await db
    .select({ a: membershipAddons })
    .from(membershipTypeAddons)
    .innerJoin(membershipAddons, eq(membershipAddons.id, membershipTypeAddons.addonId))
    .where(and(eq(membershipTypeAddons.membershipTypeId, current.type.id), eq(membershipAddons.active, true)))
    .orderBy(asc(membershipAddons.id));
  return rows.map((r) => r.a);
}

export async function subscriptionsForMember(db: Database, ctx: MemberContext) {
  const current = await membershipRepo.currentMembership(db, ctx.member.id);
  const isDirectDebit = current?.type.isDirectDebit ?? false;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.clubId, ctx.club.id), eq(subscriptions.isWebPurchasable, true)))
    .orderBy(asc(subscriptions.subscriptionType), asc(subscriptions.id));
  // Direct-debit extras are billed with the membership's debits, so only a direct-debit member sees them.
  return { isDirectDebit, rows: rows.filter((s) => isDirectDebit || s.contractType !== 2) };
}

/**
 * Charges a prepaid extra through the purchase's idempotent payment; a decline undoes the purchase.
 * The payment is the payer's (a dependant's extra is on their payer's payment history).
 */
export async function charge(pay: Pay, payerId: number, amountCents: number, token: string, purpose: string, description?: string): Promise<number> {
  const result = await pay({ amountCents, purpose, memberId: payerId, token, description });
  if (result.status !== 'approved') throw new HttpError(400, result.message);
  return result.paymentId;
}

/**
 * The card that pays for this member's extra: their household payer's stored card for a dependant
 * (whatever card the form carried: only the payer changes it), else the card the member chose.
 */
export async function payingCard(db: Database, ctx: MemberContext, paidBy: Payer, body: CardInput) {
  return resolveCardToken(db, { clubId: ctx.club.id, memberId: paidBy.memberId }, paidBy.isDependant ? { useExistingCard: true } : body);
}

export const purchaseOf = memberPurchase;

/**
 * The stored slot as instants: club-local date and times (what the PT page stores, the shape of
 * POST /pt/book), or an instant and a length. Undefined when neither is a real time.
 */
export function pendingSlot(booking: PendingPtBooking, timeZone: string): { startsAt: Date; endsAt: Date } | undefined {
  if (booking.trainingDate && booking.startTime && booking.endTime) {
    const startsAt = clubInstant(booking.trainingDate, booking.startTime, timeZone);
    const endsAt = clubInstant(booking.trainingDate, booking.endTime, timeZone);
    return Number.isNaN(startsAt.getTime()) || endsAt <= startsAt ? undefined : { startsAt, endsAt };
  }
  if (!booking.startsAt) return undefined;
  const startsAt = new Date(booking.startsAt);
  if (Number.isNaN(startsAt.getTime())) return undefined;
  return { startsAt, endsAt: new Date(startsAt.getTime() + (booking.durationMinutes ?? 60) * 60_000) };
}

/**
 * Books the PT session the member chose before buying (bookings remote's stored booking) through
 * the PT module's booking, so it gets the same locks and checks as the PT page. It runs in a
 * savepoint of the purchase transaction: a refused slot is undone on its own and the purchase
 * still commits, because the card has already been charged for the pack.
 */
async function bookPt(tx: Transaction, ctx: MemberContext, booking: PendingPtBooking, memberSubscriptionId: number): Promise<boolean> {
  const slot = pendingSlot(booking, ctx.club.timeZone);
  if (!slot) return false;
  const { startsAt, endsAt } = slot;
  try {
    await tx.transaction((savepoint) =>
      bookPtSessionIn(savepoint, {
        memberId: ctx.member.id,
        trainerId: booking.trainerId,
        startsAt,
        endsAt,
        bookingTypeId: booking.bookingTypeId ?? null,
        memberSubscriptionId,
        comments: booking.comments ?? 'booked with a PT purchase',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

export async function buySubscription(db: Database, ctx: MemberContext, body: BuySubscriptionRequest, key: string, purchase = purchaseOf(ctx, 'POST /extras/buy-subscription', body, key)): Promise<BuyExtraPayload> {
  const stored = await storedPayment<BuyExtraPayload>(db, purchase);
  if (stored) return stored;
  const { rows } = await subscriptionsForMember(db, ctx);
  const sub = rows.find((s) => s.id === body.subscriptionId);
  if (!sub) throw new HttpError(400, EXTRA_NOT_AVAILABLE);
  const prepaid = sub.contractType !== 2;
  const paidBy = await payerFor(db, ctx.member);
  // Direct-debit extras are billed with the next debit: nothing is charged now.
  const card = prepaid ? await payingCard(db, ctx, paidBy, body) : null;
  const wantsPt = !!body.bookPt && !!body.ptBooking && sub.subscriptionType === 1;

  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    // The PT booking locks the member row, but the insert below already holds a key-share lock
    // on it (foreign key): two purchases of one member would each wait for the other. Taking
    // the member first, as the PT page does, keeps one lock order.
    if (wantsPt) await tx.select({ id: members.id }).from(members).where(eq(members.id, ctx.member.id)).for('update');
    const description = paidBy.isDependant ? `${sub.name} for ${ctx.member.firstName} ${ctx.member.lastName}` : undefined;
    const paymentId = card ? await charge(pay, paidBy.memberId, sub.totalCostCents, card.token, `extra-subscription:${sub.id}`, description) : null;
    if (paymentId !== null && paidBy.isDependant) await mailReceipt(tx, ctx, paidBy, { item: description!, amountCents: sub.totalCostCents, paymentId, last4: card!.last4 });
    const ms = firstRow(await tx
      .insert(memberSubscriptions)
      .values({
        memberId: ctx.member.id,
        subscriptionId: sub.id,
        remaining: sub.isUnlimited ? null : (sub.numberOfSession ?? 0),
        expiresAt: sub.validDays ? new Date(nowMs() + sub.validDays * 86_400_000) : null,
      })
      .returning(), 'inserted member subscription');
    let ptBooked = false;
    if (wantsPt) ptBooked = await bookPt(tx, ctx, body.ptBooking!, ms.id);
    const message = ptBooked ? PT_BOOKED_WITH_PURCHASE : wantsPt ? PT_SLOT_TAKEN : prepaid ? EXTRA_READY : `${EXTRA_READY} ${EXTRAS_DIRECT_DEBIT}`;
    return { message, charged: prepaid, paymentId, ptBooked };
  });
  return response;
}
