// Self-service suspension (docs/spec/account-core.md §2 Suspend member, §5 suspend form, §8 messages).
// The server enforces the form's rules, marks the membership suspended and moves the next
// payment date (and a paid-in-full expiry) by the suspended days.
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Suspension, SuspensionReason, SuspensionRequest } from '@portal/shared/contracts';
import { INVALID_DATE, SUSPEND_DATES_REQUIRED, SUSPEND_REASON_REQUIRED } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { memberships, suspensionReasons, suspensions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { addDays, displayDate, parseDisplayDate, type MemberContext } from '../../lib/member-context';
import * as membershipRepo from '../membership';
import { daysBetween } from '../fees';
import { now as clockNow } from '../../lib/clock';

export const NO_ACTIVE_MEMBERSHIP = 'You have no active membership to suspend.';
export const ALREADY_SUSPENDED = 'Your membership is already suspended.';
export const NOT_SUSPENDED = 'Your membership is not suspended.';
export const FROM_BEFORE_TODAY = 'The suspension cannot start before today.';
export const untilTooLate = (days: number) => `The suspension can be at most ${days} days.`;

export async function reasons(db: Database, clubId: number): Promise<SuspensionReason[]> {
  const rows = await db.select().from(suspensionReasons).where(eq(suspensionReasons.clubId, clubId)).orderBy(asc(suspensionReasons.id));
  return rows.map((r) => ({ reasonId: r.id, reasonText: r.reasonText }));
}

/** Suspensions not cancelled and not yet over, of the member's current membership. */
async function openSuspensions(db: Pick<Database, 'select'>, membershipId: number, today: string) {
  return db
    .select({ s: suspensions, reasonText: suspensionReasons.reasonText })
    .from(suspensions)
    .leftJoin(suspensionReasons, eq(suspensionReasons.id, suspensions.reasonId))
    .where(and(eq(suspensions.membershipId, membershipId), isNull(suspensions.cancelledAt), gte(suspensions.toDate, today)))
    .orderBy(asc(suspensions.fromDate));
}

export async function list(db: Database, ctx: MemberContext): Promise<Suspension[]> {
  const current = await membershipRepo.currentMembership(db, ctx.member.id);
  if (!current) return [];
  return (await openSuspensions(db, current.m.id, ctx.today)).map(({ s, reasonText }) => ({
    id: s.id,
    reasonId: s.reasonId ?? 0,
    reasonText: reasonText ?? '',
    suspendFromDate: displayDate(s.fromDate),
    suspendToDate: displayDate(s.toDate),
  }));
}

const shift = (date: string | null, days: number) => (date ? addDays(date, days) : date);

export async function suspend(db: Database, ctx: MemberContext, body: SuspensionRequest): Promise<string> {
  if (!body.reasonId) throw new HttpError(400, SUSPEND_REASON_REQUIRED);
  const from = parseDisplayDate(body.suspendFromString);
  const to = parseDisplayDate(body.suspendToString);
  if (!body.suspendFromString || !body.suspendToString) throw new HttpError(400, SUSPEND_DATES_REQUIRED);
  if (!from || !to || to < from) throw new HttpError(400, INVALID_DATE);
  if (from < ctx.today) throw new HttpError(400, FROM_BEFORE_TODAY);
  const max = ctx.club.maxSuspensionDays;
  if (daysBetween(from, to) > max) throw new HttpError(400, untilTooLate(max));
  const [reason] = await db
    .select()
    .from(suspensionReasons)
    .where(and(eq(suspensionReasons.id, body.reasonId), eq(suspensionReasons.clubId, ctx.club.id)));
  if (!reason) throw new HttpError(400, SUSPEND_REASON_REQUIRED);

  return db.transaction(async (tx) => {
    const current = await membershipRepo.currentMembership(tx, ctx.member.id);
    if (!current) throw new HttpError(400, NO_ACTIVE_MEMBERSHIP);
    // Row lock: two requests cannot both see 'no open suspension' and insert one each.
    await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, current.m.id)).for('update');
    if ((await openSuspensions(tx, current.m.id, ctx.today)).length > 0) throw new HttpError(400, ALREADY_SUSPENDED);
    const days = daysBetween(from, to) + 1;
    await tx.insert(suspensions).values({ membershipId: current.m.id, reasonId: reason.id, fromDate: from, toDate: to });
    const m = current.m;
    await tx
      .update(memberships)
      .set({
        status: from <= ctx.today ? 'suspended' : m.status,
        // Payments due on or after the start wait until the suspension ends.
        nextPaymentDate: m.nextPaymentDate && m.nextPaymentDate >= from ? shift(m.nextPaymentDate, days) : m.nextPaymentDate,
        expiryDate: m.contractType === 'Paid in Full' ? shift(m.expiryDate, days) : m.expiryDate,
      })
      .where(eq(memberships.id, m.id));
    return 'success';
  });
}

/** Ends the open suspension now and gives back the days not used. */
export async function unsuspend(db: Database, ctx: MemberContext): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await membershipRepo.currentMembership(tx, ctx.member.id);
    if (!current) throw new HttpError(400, NOT_SUSPENDED);
    await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, current.m.id)).for('update');
    const open = await openSuspensions(tx, current.m.id, ctx.today);
    if (open.length === 0) throw new HttpError(400, NOT_SUSPENDED);
    let unused = 0;
    for (const { s } of open) {
      unused += daysBetween(s.fromDate > ctx.today ? s.fromDate : ctx.today, s.toDate) + 1;
      await tx.update(suspensions).set({ cancelledAt: clockNow() }).where(eq(suspensions.id, s.id));
    }
    const m = current.m;
    const earlier = (date: string | null) => {
      if (!date) return date;
      const moved = addDays(date, -unused);
      return moved < ctx.today ? ctx.today : moved;
    };
    await tx
      .update(memberships)
      .set({
        status: 'active',
        nextPaymentDate: m.nextPaymentDate && m.contractType !== 'Paid in Full' ? earlier(m.nextPaymentDate) : m.nextPaymentDate,
        expiryDate: m.contractType === 'Paid in Full' ? earlier(m.expiryDate) : m.expiryDate,
      })
      .where(eq(memberships.id, m.id));
    return 'success';
  });
}
