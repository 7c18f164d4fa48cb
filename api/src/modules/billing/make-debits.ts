// Writing the debits that fall due: every due membership's dates (schedule.ts), with its member's
// recurring extras on the same dates, made once each (the unique key), and the next payment date
// moved on. Set-based: a handful of statements for the whole club, whatever its size.
import type { Database } from '../../db/client';
import * as batch from './batch-repo';
import type { ClubCtx } from './collect';
import * as repo from './repo';
import { addDays, type AgreementEnd, dueDatesUpTo, type Frequency } from './schedule';

/** Rows per INSERT (seven parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 5000;

type Extra = { member_id: number; id: number; name: string; amount_cents: number; from_date: string; to_date: string | null };

function byMember(rows: Extra[]): Map<number, Extra[]> {
  const map = new Map<number, Extra[]>();
  for (const row of rows) map.set(row.member_id, [...(map.get(row.member_id) ?? []), row]);
  return map;
}

const covers = (x: Extra, date: string) => x.from_date <= date && (x.to_date === null || x.to_date >= date);

/** Writes each due debit and moves the next payment dates on; answers how many were made. */
export async function makeDueDebits(db: Database, ctx: ClubCtx): Promise<number> {
  const due = await repo.dueMemberships(db, ctx.id, ctx.today);
  const memberIds = [...new Set(due.map((m) => m.memberId))];
  const suspended = new Map<number, Array<{ fromDate: string; toDate: string }>>();
  for (const s of await batch.suspensionsOf(db, due.map((m) => m.id))) suspended.set(s.membershipId, [...(suspended.get(s.membershipId) ?? []), s]);
  const subs = byMember(await batch.recurringSubscriptionsOf(db, memberIds, ctx.timeZone));
  const addons = byMember(await batch.recurringAddonsOf(db, memberIds, ctx.timeZone));
  const rows: repo.NewDebit[] = [];
  const nexts: Array<{ id: number; next: string | null }> = [];
  const cancelled: Array<{ id: number; from: string }> = [];
  for (const m of due) {
    let next = m.nextPaymentDate ?? m.paymentStartDate;
    if (!next) continue;
    // A due date inside a suspension moves past it (suspending already moved the next payment
    // date by the suspended days; this covers a suspension written some other way).
    const first = next;
    const cover = suspended.get(m.id)?.find((s) => s.fromDate <= first && s.toDate >= first);
    if (cover) next = addDays(cover.toDate, 1);
    // A confirmed online cancellation's last day (end_date) stops the run as a request's date does:
    // the quote the member confirmed lists only the debits dated before it.
    const cancelFrom = [m.cancelFrom, m.endDate].filter((d): d is string => d !== null).sort()[0] ?? null;
    const end: AgreementEnd = {
      endDate: m.expiryDate,
      cancelFrom,
      // With no end date, the debits stop once the minimum period is paid (none: it goes on).
      remainingPayments: !m.expiryDate && m.minimumPeriod > 0 && m.numberOfPayments ? Math.max(0, m.numberOfPayments - m.made) : null,
    };
    const frequency: Frequency = m.frequency ?? 'monthly';
    const plan = dueDatesUpTo(next, ctx.today, frequency, end, m.paymentStartDate ?? next);
    for (const date of plan.dues) {
      rows.push({ clubId: ctx.id, memberId: m.memberId, agreementKind: 'membership', agreementId: m.id, dueDate: date, amountCents: m.amountCents, description: `Membership direct debit - ${m.typeName}` });
      for (const s of (subs.get(m.memberId) ?? []).filter((x) => covers(x, date))) {
        rows.push({ clubId: ctx.id, memberId: m.memberId, agreementKind: 'subscription', agreementId: s.id, dueDate: date, amountCents: s.amount_cents, description: `Direct debit - ${s.name}` });
      }
      for (const a of (addons.get(m.memberId) ?? []).filter((x) => covers(x, date))) {
        rows.push({ clubId: ctx.id, memberId: m.memberId, agreementKind: 'addon', agreementId: a.id, dueDate: date, amountCents: a.amount_cents, description: `Add-on direct debit - ${a.name}` });
      }
    }
    nexts.push({ id: m.id, next: plan.next });
    if (cancelFrom) cancelled.push({ id: m.id, from: cancelFrom });
  }
  let made = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) made += await repo.insertDebits(db, rows.slice(at, at + INSERT_CHUNK));
  await batch.setNextPaymentDates(db, nexts);
  for (const c of cancelled) await repo.cancelDebitsFrom(db, 'membership', c.id, c.from);
  await repo.clearCancelledNextDates(db, ctx.id);
  return made;
}
