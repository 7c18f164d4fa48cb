// /member-payment-overdue?ref=<memberNumber>.<hmac>: a member pays their overdue balance from the
// signed link the club e-mails; the signature stops anyone reaching another member's balance.
// What is overdue: unpaid POS items and failed direct debits no later payment settled (the same
// arrears the dashboard adds up); paying here settles both.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { OverdueDetail, OverduePaid, OverduePayBody } from '@portal/shared/contracts';
import { PAYMENT_SUCCESSFUL } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { clubs, members, payments, posTransactions } from '../../db/schema';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { payer, payOnce, resolveCardToken, storedPayment } from '../payments';
import { shortName } from '../../lib/public-club';
import { verifyLink } from '../../lib/signed-links';

export const OVERDUE_PURPOSE = 'overdue';
export const NOTHING_OVERDUE = 'There is nothing overdue on this account.';

async function memberOfLink(db: Database, ref: string) {
  const memberNumber = verifyLink(OVERDUE_PURPOSE, ref);
  const [row] = await db.select({ member: members, club: clubs }).from(members).innerJoin(clubs, eq(clubs.id, members.clubId)).where(eq(members.memberNumber, memberNumber)).limit(1);
  if (!row) throw new HttpError(404, NOTHING_OVERDUE);
  return row;
}

const openItems = (db: Database, memberId: number) =>
  db.select().from(posTransactions).where(and(eq(posTransactions.memberId, memberId), gt(posTransactions.outstandingCents, 0))).orderBy(asc(posTransactions.id));

/** Failed direct debits of the member that no later payment settled (the newest row of each debit). */
const failedDebitsOf = (db: Database, memberId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.memberId, memberId), inArray(payments.status, ['declined', 'failed']), eq(payments.kind, 'direct_debit'), isNull(payments.retriedByPaymentId)))
    .orderBy(asc(payments.id));

export async function overdueDetail(db: Database, ref: string): Promise<OverdueDetail> {
  const { member, club } = await memberOfLink(db, ref);
  const items = await openItems(db, member.id);
  const debits = await failedDebitsOf(db, member.id);
  const day = (at: Date) => dayjs(at).tz(club.timeZone).format('DD/MM/YYYY');
  return {
    clubName: club.name,
    displayName: shortName(member.firstName, member.lastName),
    items: [
      ...items.map((t) => ({ description: t.description, outstandingCents: t.outstandingCents, date: day(t.createdAt) })),
      ...debits.map((p) => ({ description: p.description ?? 'Membership direct debit', outstandingCents: p.amountCents, date: day(p.createdAt) })),
    ],
    totalCents: items.reduce((sum, t) => sum + t.outstandingCents, 0) + debits.reduce((sum, p) => sum + p.amountCents, 0),
  };
}

export async function payOverdue(db: Database, body: OverduePayBody, idempotencyKey: string): Promise<OverduePaid> {
  const { member, club } = await memberOfLink(db, body.ref);
  // The member of the signed link pays; the key is theirs, for this exact request.
  const purchase = { clubId: club.id, payer: payer.member(member.id), key: idempotencyKey, route: 'POST /public/member-payment-overdue/pay-now', body };
  const stored = await storedPayment<OverduePaid>(db, purchase);
  if (stored) return stored;
  const card = await resolveCardToken(db, { clubId: club.id, memberId: member.id }, { token: body.token, tokenReference: body.tokenReference });
  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    // Lock the open items so two payments can't settle the same balance twice.
    const items = await tx
      .select()
      .from(posTransactions)
      .where(and(eq(posTransactions.memberId, member.id), gt(posTransactions.outstandingCents, 0)))
      .for('update');
    const debits = await failedDebitsOf(tx, member.id).for('update');
    const total = items.reduce((sum, t) => sum + t.outstandingCents, 0) + debits.reduce((sum, p) => sum + p.amountCents, 0);
    if (total === 0) throw new HttpError(400, NOTHING_OVERDUE);
    const charge = await pay({ amountCents: total, purpose: 'overdue-payment', memberId: member.id, token: card.token });
    if (charge.status !== 'approved') throw new HttpError(402, charge.message);
    if (items.length) {
      await tx
        .update(posTransactions)
        .set({ outstandingCents: 0, paidAt: now() })
        .where(inArray(posTransactions.id, items.map((t) => t.id)));
    }
    // The failed debits are followed by this payment: the billing queue and the dashboard see them paid.
    if (debits.length) await tx.update(payments).set({ retriedByPaymentId: charge.paymentId }).where(inArray(payments.id, debits.map((p) => p.id)));
    return { message: PAYMENT_SUCCESSFUL, paidCents: total };
  });
  return response;
}
