// The payer freezes (suspends) a dependant's membership from /household: the suspension module's
// quote, rules and messages for the dependant's own context, so the payer is refused exactly as the
// dependant would be. A freeze fee is charged once (payOnce, the payer's Idempotency-Key) to the
// payer's stored card in the freeze's transaction, with the payer's receipt and notice: a refused
// charge stores no freeze, a replay charges and tells nothing again.
import type { FreezeQuote, FreezeRequest, Suspension } from '@portal/shared/contracts';
import { FREEZE_FEE_NEEDS_CARD } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { payerFor } from '../../lib/household-payer';
import { FieldError, HttpError } from '../../lib/http-error';
import { displayDate, type MemberContext } from '../../lib/member-context';
import { noticeMembership } from '../notifications';
import { memberPurchase, payOnce, resolveCardToken, type ResolvedCard, SAVED_CARD_NOT_FOUND, storedPayment } from '../payments';
import { listSuspensions, quoteFreeze, suspend, unsuspend } from '../suspension';
import { mailReceipt } from './receipt';
import { dependantContext } from './service';

const nameOf = (m: Pick<MemberRow, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

/** Only the freeze's own fields: a forged member or user in the body never reaches the rules or the key's fingerprint. */
const freezeOf = (body: FreezeRequest): FreezeRequest => ({
  reasonId: body.reasonId,
  suspendFromString: body.suspendFromString,
  suspendToString: body.suspendToString,
  freezeTypeId: body.freezeTypeId ?? 0,
});

export async function dependantSuspensions(db: Database, ctx: MemberContext, memberNumber: string): Promise<Suspension[]> {
  return listSuspensions(db, await dependantContext(db, ctx, memberNumber));
}

export async function quoteDependantFreeze(db: Database, ctx: MemberContext, memberNumber: string, body: FreezeRequest): Promise<FreezeQuote> {
  return quoteFreeze(db, await dependantContext(db, ctx, memberNumber), freezeOf(body));
}

/** The payer's stored card for a fee; none is refused on the freeze type's field (the fee is the type's). */
async function payersCard(db: Database, ctx: MemberContext): Promise<ResolvedCard> {
  try {
    return await resolveCardToken(db, { clubId: ctx.club.id, memberId: ctx.member.id }, { useExistingCard: true });
  } catch (error) {
    if (error instanceof HttpError && error.message === SAVED_CARD_NOT_FOUND) throw new FieldError('freezeTypeId', FREEZE_FEE_NEEDS_CARD);
    throw error;
  }
}

export async function freezeDependant(db: Database, ctx: MemberContext, memberNumber: string, body: FreezeRequest, key: string): Promise<string> {
  const dctx = await dependantContext(db, ctx, memberNumber);
  const request = freezeOf(body);
  const purchase = memberPurchase(ctx, 'POST /household/:memberNumber/suspension', { memberNumber, ...request }, key);
  const stored = await storedPayment<string>(db, purchase);
  if (stored) return stored;
  // The dependant's own refusals first (dates, length, overlap, count), then the card a fee needs.
  const quote = await quoteFreeze(db, dctx, request);
  const card = quote.feeCents > 0 ? await payersCard(db, ctx) : null;
  const paidBy = await payerFor(db, dctx.member);
  const name = nameOf(dctx.member);
  const { response } = await payOnce(db, purchase, (tx, pay) =>
    suspend(tx as unknown as Database, dctx, request, async (inTx, freeze) => {
      if (freeze.feeCents > 0) {
        const fromCard = card ?? (await payersCard(inTx, ctx));
        const item = `Freeze fee for ${name}`;
        const paid = await pay({ amountCents: freeze.feeCents, purpose: 'freeze-fee', token: fromCard.token, memberId: ctx.member.id, description: item });
        if (paid.status !== 'approved') throw new FieldError('freezeTypeId', paid.message);
        await mailReceipt(inTx, ctx, paidBy, { item, amountCents: freeze.feeCents, paymentId: paid.paymentId, last4: fromCard.last4 });
      }
      const dates = `${displayDate(freeze.from)} to ${displayDate(freeze.to)}`;
      await noticeMembership(inTx, {
        clubId: ctx.club.id,
        memberId: ctx.member.id,
        key: `freeze:${freeze.id}:payer`,
        title: `${name}’s membership frozen: ${dates}`,
        body: `${name}’s membership is frozen from ${dates}; debits due in that time wait until it ends. You can end the freeze early on /household.`,
      });
      await noticeMembership(inTx, {
        clubId: ctx.club.id,
        memberId: dctx.member.id,
        key: `freeze:${freeze.id}`,
        title: `Membership frozen: ${dates}`,
        body: `${paidBy.name} has frozen your membership from ${dates}.`,
      });
    }),
  );
  return response;
}

export async function unfreezeDependant(db: Database, ctx: MemberContext, memberNumber: string): Promise<string> {
  const dctx = await dependantContext(db, ctx, memberNumber);
  const name = nameOf(dctx.member);
  return unsuspend(db, dctx, (tx) =>
    noticeMembership(tx, {
      clubId: ctx.club.id,
      memberId: ctx.member.id,
      key: `unfreeze:${dctx.member.id}:${ctx.today}:payer`,
      title: `${name}’s freeze ended`,
      body: `${name}’s membership is active again from ${displayDate(ctx.today)}; the unused frozen days are given back to its debits.`,
    }),
  );
}
