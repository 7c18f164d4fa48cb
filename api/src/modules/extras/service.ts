// My Extras: active subscriptions and add-ons, what can be bought, and buying them
// (docs/spec/account-core.md §2 Extras, §4 extras purchase). Prepaid extras and add-ons are charged once per
// member and Idempotency-Key (payOnce); direct-debit subscriptions are billed with the next debit.
import type { BuyAddonRequest, BuyExtraPayload, HouseholdBuyRequest, PurchasableExtras } from '@portal/shared/contracts';
import { EXTRA_READY } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { memberAddons } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { addDays, type MemberContext } from '../../lib/member-context';
import { toAddon, toSubscription } from '../membership-types';
import { dependantOf, payerFor } from '../household';
import { mailReceipt, memberPurchase, payOnce, storedPayment } from '../payments';
import { addonsForMember, buySubscription, charge, EXTRA_NOT_AVAILABLE, payingCard, purchaseOf, subscriptionsForMember } from './repo';
export { active, buySubscription, EXTRA_NOT_AVAILABLE, pendingSlot, PT_SLOT_TAKEN } from './repo';

export async function purchasable(db: Database, ctx: MemberContext): Promise<PurchasableExtras> {
  const subs = await subscriptionsForMember(db, ctx);
  const addons = await addonsForMember(db, ctx);
  return { subscriptions: subs.rows.map(toSubscription), addons: addons.map(toAddon), memberIsDirectDebit: subs.isDirectDebit };
}

export async function buyAddon(db: Database, ctx: MemberContext, body: BuyAddonRequest, key: string): Promise<BuyExtraPayload> {
  const purchase = purchaseOf(ctx, 'POST /extras/buy-addon', body, key);
  const stored = await storedPayment<BuyExtraPayload>(db, purchase);
  if (stored) return stored;
  const addon = (await addonsForMember(db, ctx)).find((a) => a.id === body.membershipTypeId);
  if (!addon) throw new HttpError(400, EXTRA_NOT_AVAILABLE);
  const paidBy = await payerFor(db, ctx.member);
  const card = await payingCard(db, ctx, paidBy, body);
  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    // Add-ons are always prepaid (docs/spec/account-core.md §4).
    const description = paidBy.isDependant ? `${addon.description} for ${ctx.member.firstName} ${ctx.member.lastName}` : undefined;
    const paymentId = await charge(pay, paidBy.memberId, addon.totalCostCents, card.token, `extra-addon:${addon.id}`, description);
    if (paidBy.isDependant) await mailReceipt(tx, ctx, paidBy, { item: description!, amountCents: addon.totalCostCents, paymentId, last4: card.last4 });
    await tx.insert(memberAddons).values({
      memberId: ctx.member.id,
      addonId: addon.id,
      remainingVisit: addon.visits,
      expiryDate: addon.validDays ? addDays(ctx.today, addon.validDays) : null,
    });
    return { message: EXTRA_READY, charged: true, paymentId, ptBooked: false };
  });
  return response;
}

/**
 * A household's payer buys a pack for one of their dependants: the dependant holds it, the payer's
 * stored card pays (payerFor), the receipt goes to the payer. The key is the payer's.
 */
export async function buyForDependant(db: Database, payerCtx: MemberContext, memberNumber: string, body: HouseholdBuyRequest, key: string): Promise<BuyExtraPayload> {
  const dependant = await dependantOf(db, payerCtx.member, memberNumber);
  const ctx: MemberContext = { member: dependant, club: payerCtx.club, today: payerCtx.today };
  const purchase = memberPurchase(payerCtx, 'POST /extras/household/buy-subscription', { memberNumber, ...body }, key);
  return buySubscription(db, ctx, { userId: 0, subscriptionId: body.subscriptionId, useExistingCard: true }, key, purchase);
}
