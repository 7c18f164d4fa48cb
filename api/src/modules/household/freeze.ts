// The payer freezes (suspends) a dependant's membership from /household: the suspension module's
// quote, rules and messages for the dependant's own context, so the payer is refused exactly as the
// dependant would be. The freeze and its fee are the suspension module's freezePaid (the member's own
// freeze pays the same way): charged once to the payer's stored card (the payer's Idempotency-Key),
// with the payer's receipt; the notices here are written in the same transaction.
import type { FreezeQuote, FreezeRequest, Suspension } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { displayDate, type MemberContext } from '../../lib/member-context';
import { noticeMembership } from '../notifications';
import { memberPurchase } from '../payments';
import { freezeOf, freezePaid, listSuspensions, quoteFreeze, unsuspend } from '../suspension';
import { dependantContext } from './service';

const nameOf = (m: Pick<MemberRow, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

export async function dependantSuspensions(db: Database, ctx: MemberContext, memberNumber: string): Promise<Suspension[]> {
  return listSuspensions(db, await dependantContext(db, ctx, memberNumber));
}

export async function quoteDependantFreeze(db: Database, ctx: MemberContext, memberNumber: string, body: FreezeRequest): Promise<FreezeQuote> {
  return quoteFreeze(db, await dependantContext(db, ctx, memberNumber), freezeOf(body));
}

export async function freezeDependant(db: Database, ctx: MemberContext, memberNumber: string, body: FreezeRequest, key: string): Promise<string> {
  const dctx = await dependantContext(db, ctx, memberNumber);
  const request = freezeOf(body);
  const purchase = memberPurchase(ctx, 'POST /household/:memberNumber/suspension', { memberNumber, ...request }, key);
  const name = nameOf(dctx.member);
  return freezePaid(db, dctx, request, purchase, async (inTx, freeze) => {
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
      body: `${nameOf(ctx.member)} has frozen your membership from ${dates}.`,
    });
  });
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
