// The receipt of a stored-card charge a member's purchase made (a household payer's extra for a
// dependant, a freeze fee): e-mailed to whoever paid (payerFor), written in the purchase's
// transaction so a replayed purchase sends none.
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import type { MemberContext } from '../../lib/member-context';
import { receiptTime } from '../../lib/public-club';
import type { Payer } from '../../lib/household-payer';
import { enqueueEmail } from '../outbox';

export interface ReceiptLine {
  item: string;
  amountCents: number;
  paymentId: number;
  last4: string;
}

export async function mailReceipt(db: Database, ctx: MemberContext, paidBy: Payer, line: ReceiptLine): Promise<void> {
  if (!paidBy.email) return;
  await enqueueEmail(db, {
    clubId: ctx.club.id,
    to: paidBy.email,
    subject: `${ctx.club.name}: receipt ${line.paymentId}`,
    text: [
      `Hi ${paidBy.name},`,
      '',
      `Here is your receipt for ${line.item}.`,
      '',
      `Receipt: ${line.paymentId}`,
      `Date: ${receiptTime(ctx.club, now())}`,
      `Amount: ${formatMoney(line.amountCents)}`,
      `Paid with: card ending ${line.last4}`,
      '',
      ctx.club.name,
    ].join('\n'),
  });
}
