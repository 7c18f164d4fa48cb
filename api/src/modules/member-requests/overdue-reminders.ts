// The club's overdue-payment reminders: one e-mail per member of the club with an open balance,
// carrying the signed /member-payment-overdue link (overdue.ts). Sent through the outbox, so a
// mail server that is down only delays them.
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { OverdueRemindersSent } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { clubs, members, posTransactions } from '../../db/schema';
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
  const owing = await db
    .select({
      memberNumber: members.memberNumber,
      firstName: members.firstName,
      email: members.email,
      totalCents: sql<number>`sum(${posTransactions.outstandingCents})::int`,
    })
    .from(posTransactions)
    .innerJoin(members, eq(members.id, posTransactions.memberId))
    .where(and(eq(members.clubId, clubId), gt(posTransactions.outstandingCents, 0), isNotNull(members.email)))
    .groupBy(members.id, members.memberNumber, members.firstName, members.email);
  let sent = 0;
  for (const m of owing) {
    if (!m.email) continue;
    const link = `${publicOrigin}/member-payment-overdue?ref=${encodeURIComponent(signLink(OVERDUE_PURPOSE, m.memberNumber))}`;
    await enqueueEmail(db, {
      clubId,
      to: m.email,
      subject: `${club.name}: payment overdue`,
      text: `Hi ${m.firstName},\n\nYour account with ${club.name} has ${dollars(m.totalCents)} overdue. You can see the details and pay securely here:\n${link}\n\n${club.name}`,
    });
    sent += 1;
  }
  return { sent };
}
