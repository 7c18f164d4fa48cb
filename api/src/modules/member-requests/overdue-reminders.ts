// The club's overdue-payment reminders: one e-mail per member of the club with an open balance
// (unpaid POS items and declined direct debits, lib/member-arrears.ts),
// carrying the signed /member-payment-overdue link (overdue.ts). Sent through the outbox, so a
// mail server that is down only delays them.
import { and, eq, exists, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { OverdueRemindersSent } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { clubs, members, payments, posTransactions } from '../../db/schema';
import { memberArrearsCents } from '../../lib/member-arrears';
import { enqueueEmail } from '../outbox';
import { signLink } from '../../lib/signed-links';
import { OVERDUE_PURPOSE } from './overdue';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function sendOverdueReminders(
  db: Database,
  clubId: number,
  publicOrigin: string,
): Promise<OverdueRemindersSent> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!club) return { sent: 0 };
  // Everyone who owes: an unpaid POS item or a declined direct debit no later payment settled.
  const owing = await db
    .select({ id: members.id, memberNumber: members.memberNumber, firstName: members.firstName, email: members.email })
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        isNotNull(members.email),
        or(
          exists(db.select({ one: sql`1` }).from(posTransactions).where(and(eq(posTransactions.memberId, members.id), gt(posTransactions.outstandingCents, 0)))),
          exists(db.select({ one: sql`1` }).from(payments).where(and(eq(payments.memberId, members.id), inArray(payments.status, ['declined', 'failed']), eq(payments.kind, 'direct_debit'), isNull(payments.retriedByPaymentId)))),
        ),
      ),
    );
  let sent = 0;
  for (const m of owing) {
    if (!m.email) continue;
    const totalCents = await memberArrearsCents(db, m.id);
    const link = `${publicOrigin}/member-payment-overdue?ref=${encodeURIComponent(signLink(OVERDUE_PURPOSE, m.memberNumber))}`;
    await enqueueEmail(db, {
      clubId,
      to: m.email,
      subject: `${club.name}: payment overdue`,
      text: `Hi ${m.firstName},\n\nYour account with ${club.name} has ${dollars(totalCents)} overdue. You can see the details and pay securely here:\n${link}\n\n${club.name}`,
    });
    sent += 1;
  }
  return { sent };
}
