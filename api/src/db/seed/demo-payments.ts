// The demo member's payment history (/payments): the card that paid the joining fee, then a
// fortnightly direct debit, one of which the bank dishonoured (the page offers a retry), and a
// guardian's swim fees paid by card. Demo data only (seeded with the demo club).
import * as s from '../schema';
import type { ClubCalendar } from './calendar';
import type { Tx } from './types';

export interface DemoPaymentsInput {
  clubId: number;
  cal: ClubCalendar;
  alexId: number;
  leoId: number;
  membershipName: string;
  debitCents: number;
  joiningFeeCents: number;
  /** Day offset of the membership's first debit (the payment start date). */
  firstDebitDay: number;
}

export async function seedDemoPayments(tx: Tx, p: DemoPaymentsInput): Promise<void> {
  const rows: Array<typeof s.payments.$inferInsert> = [
    {
      clubId: p.clubId, memberId: p.alexId, kind: 'charge', amountCents: p.joiningFeeCents || 4900, status: 'approved',
      gateway: 'sandbox', gatewayReference: 'demo-join-100001', purpose: 'membership-signup',
      description: `Joining fee - ${p.membershipName}`, cardLast4: '4242', createdAt: p.cal.instant(p.firstDebitDay - 2, '10:05'),
    },
  ];
  const debitDays: number[] = [];
  for (let day = p.firstDebitDay; day <= 0; day += 14) debitDays.push(day);
  // The second most recent debit bounced: a failed payment with Retry.
  const dishonoured = debitDays[debitDays.length - 2];
  for (const day of debitDays) {
    const failed = day === dishonoured;
    rows.push({
      clubId: p.clubId, memberId: p.alexId, kind: 'direct_debit', amountCents: p.debitCents,
      status: failed ? 'failed' : 'approved', gateway: 'direct-debit', gatewayReference: `demo-dd-${day}`,
      declineReason: failed ? 'Dishonoured: insufficient funds' : null, purpose: 'membership-debit',
      description: `Membership direct debit - ${p.membershipName}`, createdAt: p.cal.instant(day, '03:00'),
    });
  }
  rows.push({
    clubId: p.clubId, studentId: p.leoId, kind: 'charge', amountCents: 9600, status: 'approved', gateway: 'sandbox',
    gatewayReference: 'demo-swim-S1002', purpose: 'outstanding-balance', description: 'Swim lessons - term fees',
    cardLast4: '1111', createdAt: p.cal.instant(-39, '17:30'),
  });
  await tx.insert(s.payments).values(rows);
}
