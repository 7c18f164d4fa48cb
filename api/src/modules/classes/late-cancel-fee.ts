// A late cancel's fee goes on the member's account as a debit due the day they cancelled, written
// in the cancel's transaction: billing's next run collects it (from the household's payer for a
// dependant), and the booking's id keeps it to one whatever cancels the booking again.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type classBookings, classes, type classSchedules } from '../../db/schema';
import { localDate } from '../../lib/club-calendar';
import type { Club } from '../../lib/club-time';
import { displayDate } from '../../lib/member-context';
import { addFeeDebit } from '../billing';

export async function addLateCancelDebit(tx: Transaction, club: Club, booking: typeof classBookings.$inferSelect, schedule: typeof classSchedules.$inferSelect, feeCents: number, now: Date): Promise<void> {
  const [cls] = await tx.select({ name: classes.name }).from(classes).where(eq(classes.id, schedule.classId));
  await addFeeDebit(tx, {
    clubId: club.id,
    memberId: booking.memberId,
    kind: 'late-cancel-fee',
    agreementId: booking.id,
    dueDate: localDate(now, club.timeZone),
    amountCents: feeCents,
    description: `Late cancellation: ${cls?.name ?? 'class'} ${displayDate(localDate(schedule.startsAt, club.timeZone))}`,
  });
}
