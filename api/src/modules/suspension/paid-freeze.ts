// A freeze and its fee, paid once: a member's own (/suspension) and a household payer's for a
// dependant (/household/:memberNumber/suspension) both store it here. The fee is the one suspend()
// computes from the freeze type inside its transaction (never one in the body); it is charged once
// (payOnce, the asker's Idempotency-Key) to the stored card of whoever pays for the frozen member
// (payerFor), with that payer's receipt, in the freeze's transaction: a refused charge stores no
// freeze, a replay charges and tells nothing again. A payer with a bank account and no card has the
// fee as a one-off debit (the freeze's id, due today) that billing's next run collects like any
// debit (docs/decisions.md, the household freeze entry).
import type { FreezeRequest } from '@portal/shared/contracts';
import { FREEZE_FEE_NEEDS_CARD } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { type Payer, payerFor } from '../../lib/household-payer';
import { FieldError, HttpError } from '../../lib/http-error';
import type { MemberContext } from '../../lib/member-context';
import { addFeeDebit, debitsBankAccount } from '../billing';
import { IDEMPOTENCY_KEY_REQUIRED, type IdempotentRequest, mailReceipt, memberPurchase, payOnce, resolveCardToken, type ResolvedCard, SAVED_CARD_NOT_FOUND, storedPayment } from '../payments';
import { type AfterFreeze, quoteFreeze, suspend } from './repo';

/** Only the freeze's own fields: a forged member, user, fee or amount never reaches the rules or the key's fingerprint. */
export const freezeOf = (body: FreezeRequest): FreezeRequest => ({
  reasonId: body.reasonId,
  suspendFromString: body.suspendFromString,
  suspendToString: body.suspendToString,
  freezeTypeId: body.freezeTypeId ?? 0,
});

/** How the fee is paid: the payer's stored card, else their bank account through billing; neither is refused on the freeze type's field. */
async function feeMethod(db: Database, ctx: MemberContext, paidBy: Payer): Promise<ResolvedCard | 'bank-debit'> {
  try {
    return await resolveCardToken(db, { clubId: ctx.club.id, memberId: paidBy.memberId }, { useExistingCard: true });
  } catch (error) {
    if (!(error instanceof HttpError && error.message === SAVED_CARD_NOT_FOUND)) throw error;
    if (await debitsBankAccount(db, paidBy.memberId)) return 'bank-debit';
    throw new FieldError('freezeTypeId', FREEZE_FEE_NEEDS_CARD);
  }
}

const nameOf = (ctx: MemberContext) => `${ctx.member.firstName} ${ctx.member.lastName}`.trim();

/**
 * Freezes `holder`'s membership once per `purchase` (the asker's key), its fee paid by the holder's
 * payer; `after` runs in the same transaction (a notice). Answers 'success', or a replay's answer.
 */
export async function freezePaid(db: Database, holder: MemberContext, request: FreezeRequest, purchase: IdempotentRequest, after?: AfterFreeze): Promise<string> {
  const stored = await storedPayment<string>(db, purchase);
  if (stored) return stored;
  // The freeze's own refusals first (dates, length, overlap, count), then how a fee is paid.
  const quote = await quoteFreeze(db, holder, request);
  const paidBy = await payerFor(db, holder.member);
  const method = quote.feeCents > 0 ? await feeMethod(db, holder, paidBy) : null;
  const { response } = await payOnce(db, purchase, (tx, pay) =>
    suspend(tx as unknown as Database, holder, request, async (inTx, freeze) => {
      const how = freeze.feeCents > 0 ? (method ?? (await feeMethod(inTx, holder, paidBy))) : null;
      if (how === 'bank-debit') {
        // The frozen member's debit: billing asks payersFor who pays it, and sends that payer the receipt.
        await addFeeDebit(inTx, { clubId: holder.club.id, memberId: holder.member.id, kind: 'freeze-fee', agreementId: freeze.id, dueDate: holder.today, amountCents: freeze.feeCents, description: 'Freeze fee' });
      } else if (how) {
        const item = paidBy.isDependant ? `Freeze fee for ${nameOf(holder)}` : 'Freeze fee';
        const paid = await pay({ amountCents: freeze.feeCents, purpose: 'freeze-fee', token: how.token, memberId: paidBy.memberId, description: item });
        if (paid.status !== 'approved') throw new FieldError('freezeTypeId', paid.message);
        await mailReceipt(inTx, holder, paidBy, { item, amountCents: freeze.feeCents, paymentId: paid.paymentId, last4: how.last4 });
      }
      if (after) await after(inTx, freeze);
    }),
  );
  return response;
}

/**
 * The member's own freeze (POST /suspension): with an Idempotency-Key, paid once as above; a client
 * that sends none (an older one) freezes as before only while no fee is due.
 */
export async function freezeOwn(db: Database, ctx: MemberContext, body: FreezeRequest, key: string | undefined): Promise<string> {
  const request = freezeOf(body);
  if (key) return freezePaid(db, ctx, request, memberPurchase(ctx, 'POST /suspension', request, key));
  return suspend(db, ctx, request, async (_tx, freeze) => {
    if (freeze.feeCents > 0) throw new HttpError(400, IDEMPOTENCY_KEY_REQUIRED);
  });
}
