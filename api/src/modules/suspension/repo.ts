// The suspension module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import type { FreezeQuote, FreezeRequest, SuspensionReason } from '@portal/shared/contracts';
import { FREEZE_TYPE_REQUIRED, INVALID_DATE, SUSPEND_DATES_REQUIRED, SUSPEND_REASON_REQUIRED } from '@portal/shared/messages';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { freezeTypes, memberships, suspensionReasons, suspensions } from '../../db/schema';
import { localDate } from '../../lib/club-calendar';
import { now as clockNow } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';
import { FieldError, HttpError } from '../../lib/http-error';
import { addDays, parseDisplayDate, type MemberContext } from '../../lib/member-context';
import { daysBetween } from '../fees';
import * as membershipRepo from '../membership';
import { freezeProblem, freezeQuote, type TakenFreeze } from './freeze-rules';

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
export async function openSuspensions(db: Pick<Database, 'select'>, membershipId: number, today: string) {
  return db
    .select({ s: suspensions, reasonText: suspensionReasons.reasonText })
    .from(suspensions)
    .leftJoin(suspensionReasons, eq(suspensionReasons.id, suspensions.reasonId))
    .where(and(eq(suspensions.membershipId, membershipId), isNull(suspensions.cancelledAt), gte(suspensions.toDate, today)))
    .orderBy(asc(suspensions.fromDate));
}

const shift = (date: string | null, days: number) => (date ? addDays(date, days) : date);

/** The dates of a suspension request, checked as the spec's form checks them (DD/MM/YYYY). */
function requestedDates(ctx: MemberContext, body: FreezeRequest): { from: string; to: string } {
  const from = parseDisplayDate(body.suspendFromString);
  const to = parseDisplayDate(body.suspendToString);
  if (!body.suspendFromString || !body.suspendToString) throw new HttpError(400, SUSPEND_DATES_REQUIRED);
  if (!from || !to || to < from) throw new HttpError(400, INVALID_DATE);
  if (from < ctx.today) throw new FieldError('suspendFromString', FROM_BEFORE_TODAY);
  return { from, to };
}

/** The freeze type the request names: required once the club has any (its rules replace the maximum days). */
async function chosenFreezeType(db: Pick<Database, 'select'>, ctx: MemberContext, body: FreezeRequest) {
  const types = await db.select().from(freezeTypes).where(and(eq(freezeTypes.clubId, ctx.club.id), eq(freezeTypes.active, true)));
  if (types.length === 0) return null;
  const type = types.find((t) => t.id === body.freezeTypeId);
  if (!type) throw new FieldError('freezeTypeId', FREEZE_TYPE_REQUIRED);
  return type;
}

/** The membership's freezes, for the overlap and per-year rules. */
async function takenFreezes(db: Pick<Database, 'select'>, membershipId: number, timeZone: string): Promise<TakenFreeze[]> {
  const rows = await db.select().from(suspensions).where(eq(suspensions.membershipId, membershipId));
  return rows.map((r) => ({ fromDate: r.fromDate, toDate: r.toDate, cancelledOn: r.cancelledAt ? localDate(r.cancelledAt, timeZone) : null }));
}

/** What the freeze would do (its fee, the debits now and after), refused as suspend() would refuse it. */
export async function quoteFreeze(db: Database, ctx: MemberContext, body: FreezeRequest): Promise<FreezeQuote> {
  const { from, to } = requestedDates(ctx, body);
  const current = await membershipRepo.currentMembership(db, ctx.member.id);
  if (!current) throw new HttpError(400, NO_ACTIVE_MEMBERSHIP);
  const type = await chosenFreezeType(db, ctx, body);
  const rules = type ?? { minDays: 1, maxDays: ctx.club.maxSuspensionDays + 1, feeKind: 'flat' as const, feeCents: 0, maxPerYear: 366, noticeDays: 0 };
  const problem = freezeProblem(rules, from, to, ctx.today, type ? await takenFreezes(db, current.m.id, ctx.club.timeZone) : [], current.m.endDate);
  if (problem) throw new FieldError(problem.field, problem.message);
  return freezeQuote(rules, current.m, current.type.paymentFrequency, current.type.priceCents, from, to);
}

/** The freeze just stored, for what runs in its transaction (a household payer's fee, receipt and notice). */
export interface StoredFreeze {
  id: number;
  feeCents: number;
  from: string;
  to: string;
}

/** Runs inside the freeze's transaction: throwing undoes the freeze. */
export type AfterFreeze = (tx: Database, freeze: StoredFreeze) => Promise<void>;

export async function suspend(db: Database, ctx: MemberContext, body: FreezeRequest, after?: AfterFreeze): Promise<string> {
  if (!body.reasonId) throw new HttpError(400, SUSPEND_REASON_REQUIRED);
  const { from, to } = requestedDates(ctx, body);
  const type = await chosenFreezeType(db, ctx, body);
  const max = ctx.club.maxSuspensionDays;
  if (!type && daysBetween(from, to) > max) throw new HttpError(400, untilTooLate(max));
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
    let feeCents = 0;
    if (type) {
      const problem = freezeProblem(type, from, to, ctx.today, await takenFreezes(tx, current.m.id, ctx.club.timeZone), current.m.endDate);
      if (problem) throw new FieldError(problem.field, problem.message);
      feeCents = freezeQuote(type, current.m, current.type.paymentFrequency, current.type.priceCents, from, to).feeCents;
    }
    if ((await openSuspensions(tx, current.m.id, ctx.today)).length > 0) throw new HttpError(400, ALREADY_SUSPENDED);
    const days = daysBetween(from, to) + 1;
    const stored = firstRow(
      await tx
        .insert(suspensions)
        .values({ membershipId: current.m.id, reasonId: reason.id, freezeTypeId: type?.id ?? null, feeCents, fromDate: from, toDate: to })
        .returning({ id: suspensions.id }),
      'inserted suspension',
    );
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
    if (after) await after(tx as unknown as Database, { id: stored.id, feeCents, from, to });
    return 'success';
  });
}

/** Ends the open suspension now and gives back the days not used. */
export async function unsuspend(db: Database, ctx: MemberContext, after?: (tx: Database) => Promise<void>): Promise<string> {
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
    if (after) await after(tx as unknown as Database);
    return 'success';
  });
}
