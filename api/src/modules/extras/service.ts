// My Extras: active subscriptions and add-ons, what can be bought, and buying them
// (account-core §2 Extras, §4 extras purchase). Prepaid extras and add-ons are charged once per
// Idempotency-Key; direct-debit subscriptions are billed with the next debit.
import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { ActiveExtras, BuyAddonRequest, BuyExtraPayload, BuySubscriptionRequest, PendingPtBooking, PurchasableExtras } from '@portal/shared/contracts';
import { EXTRA_READY, EXTRAS_DIRECT_DEBIT, PT_BOOKED_WITH_PURCHASE } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import {
  memberAddons,
  membershipAddons,
  membershipTypeAddons,
  memberSubscriptions,
  ptBookings,
  subscriptions,
  trainers,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { addDays, displayDate, type MemberContext } from '../membership/member-context';
import * as membershipRepo from '../membership/repo';
import { toAddon, toSubscription } from '../membership-types/service';
import { chargeToken, resolveCardToken, type Transaction } from '../payments/service';

export const EXTRA_NOT_AVAILABLE = 'That extra is not available.';
export const PT_SLOT_TAKEN = 'Your extra is ready, but that PT session is no longer available. Please book another time.';

export async function active(db: Database, ctx: MemberContext): Promise<ActiveExtras> {
  const now = new Date();
  const subs = await db
    .select({ ms: memberSubscriptions, s: subscriptions })
    .from(memberSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, memberSubscriptions.subscriptionId))
    .where(
      and(
        eq(memberSubscriptions.memberId, ctx.member.id),
        or(isNull(memberSubscriptions.expiresAt), gt(memberSubscriptions.expiresAt, now)),
        or(isNull(memberSubscriptions.remaining), gt(memberSubscriptions.remaining, 0)),
      ),
    )
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
      expiryDate: ms.expiresAt ? displayDate(ms.expiresAt.toISOString().slice(0, 10)) : '',
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

async function addonsForMember(db: Database, ctx: MemberContext) {
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

async function subscriptionsForMember(db: Database, ctx: MemberContext) {
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

export async function purchasable(db: Database, ctx: MemberContext): Promise<PurchasableExtras> {
  const subs = await subscriptionsForMember(db, ctx);
  const addons = await addonsForMember(db, ctx);
  return { subscriptions: subs.rows.map(toSubscription), addons: addons.map(toAddon), memberIsDirectDebit: subs.isDirectDebit };
}

async function charge(db: Database, ctx: MemberContext, body: BuySubscriptionRequest | BuyAddonRequest, amountCents: number, key: string, purpose: string) {
  const card = await resolveCardToken(db, { clubId: ctx.club.id, memberId: ctx.member.id }, body);
  const result = await chargeToken(db, {
    clubId: ctx.club.id,
    amountCents,
    idempotencyKey: key,
    purpose,
    memberId: ctx.member.id,
    token: card.token,
  });
  if (result.status !== 'approved') throw new HttpError(400, result.message);
  return result.paymentId;
}

/**
 * Books the PT session the member chose before buying (bookings remote's stored booking).
 * Inside the purchase transaction: the trainer row is locked and the partial unique index
 * (trainer, start) refuses a double booking; overlaps are checked here.
 */
async function bookPt(tx: Transaction, ctx: MemberContext, booking: PendingPtBooking, memberSubscriptionId: number): Promise<boolean> {
  const [trainer] = await tx
    .select()
    .from(trainers)
    .where(and(eq(trainers.id, booking.trainerId), eq(trainers.clubId, ctx.club.id), eq(trainers.active, true)))
    .for('update');
  const startsAt = new Date(booking.startsAt);
  if (!trainer || Number.isNaN(startsAt.getTime()) || startsAt.getTime() <= Date.now()) return false;
  const endsAt = new Date(startsAt.getTime() + (booking.durationMinutes ?? 60) * 60_000);
  const [overlap] = await tx
    .select({ id: ptBookings.id })
    .from(ptBookings)
    .where(
      and(
        eq(ptBookings.trainerId, trainer.id),
        eq(ptBookings.status, 'Booked'),
        sql`${ptBookings.startsAt} < ${endsAt.toISOString()} and ${ptBookings.endsAt} > ${startsAt.toISOString()}`,
      ),
    )
    .limit(1);
  if (overlap) return false;
  await tx.insert(ptBookings).values({
    trainerId: trainer.id,
    memberId: ctx.member.id,
    startsAt,
    endsAt,
    bookingTypeId: booking.bookingTypeId ?? null,
    memberSubscriptionId,
    status: 'Booked',
    comments: booking.comments ?? 'booked with a PT purchase',
  });
  await tx
    .update(memberSubscriptions)
    .set({ remaining: sql`${memberSubscriptions.remaining} - 1` })
    .where(and(eq(memberSubscriptions.id, memberSubscriptionId), gt(memberSubscriptions.remaining, 0)));
  return true;
}

export async function buySubscription(db: Database, ctx: MemberContext, body: BuySubscriptionRequest, key: string): Promise<BuyExtraPayload> {
  const { rows } = await subscriptionsForMember(db, ctx);
  const sub = rows.find((s) => s.id === body.subscriptionId);
  if (!sub) throw new HttpError(400, EXTRA_NOT_AVAILABLE);
  const prepaid = sub.contractType !== 2;
  // Direct-debit extras are billed with the next debit: nothing is charged now.
  const paymentId = prepaid ? await charge(db, ctx, body, sub.totalCostCents, key, `extra-subscription:${sub.id}`) : null;

  return db.transaction(async (tx) => {
    // (member, Idempotency-Key) is unique: a replayed purchase creates nothing new.
    const [ms] = await tx
      .insert(memberSubscriptions)
      .values({
        memberId: ctx.member.id,
        subscriptionId: sub.id,
        remaining: sub.isUnlimited ? null : (sub.numberOfSession ?? 0),
        expiresAt: sub.validDays ? new Date(Date.now() + sub.validDays * 86_400_000) : null,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning();
    if (!ms) return { message: EXTRA_READY, charged: prepaid, paymentId, ptBooked: false };
    let ptBooked = false;
    const wantsPt = !!body.bookPt && !!body.ptBooking && sub.subscriptionType === 1;
    if (wantsPt) ptBooked = await bookPt(tx, ctx, body.ptBooking!, ms.id);
    const message = ptBooked ? PT_BOOKED_WITH_PURCHASE : wantsPt ? PT_SLOT_TAKEN : prepaid ? EXTRA_READY : `${EXTRA_READY} ${EXTRAS_DIRECT_DEBIT}`;
    return { message, charged: prepaid, paymentId, ptBooked };
  });
}

export async function buyAddon(db: Database, ctx: MemberContext, body: BuyAddonRequest, key: string): Promise<BuyExtraPayload> {
  const addon = (await addonsForMember(db, ctx)).find((a) => a.id === body.membershipTypeId);
  if (!addon) throw new HttpError(400, EXTRA_NOT_AVAILABLE);
  // Add-ons are always prepaid (spec §4).
  const paymentId = await charge(db, ctx, body, addon.totalCostCents, key, `extra-addon:${addon.id}`);
  await db
    .insert(memberAddons)
    .values({
      memberId: ctx.member.id,
      addonId: addon.id,
      remainingVisit: addon.visits,
      expiryDate: addon.validDays ? addDays(ctx.today, addon.validDays) : null,
      idempotencyKey: key,
    })
    .onConflictDoNothing();
  return { message: EXTRA_READY, charged: true, paymentId, ptBooked: false };
}
