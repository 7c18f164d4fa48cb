// Cancel online's queries, with the checks that run inside the confirm's transaction: the
// membership row is locked, the quote is made there from what is stored (never from the body), and
// a unique index keeps one open cancellation per membership whatever two requests race.
import { randomBytes } from 'node:crypto';
import type { Cancellation, CancellationPanel, ConsoleCancellation } from '@portal/shared/contracts';
import {
  CANCEL_ALREADY,
  CANCEL_DECLINE_NOTE_REQUIRED,
  CANCEL_NO_MEMBERSHIP,
  CANCEL_NOTHING_TO_WITHDRAW,
  CANCEL_REQUEST_DECIDED,
  CANCEL_REQUEST_NOT_FOUND,
  CANCEL_TOO_LATE_TO_WITHDRAW,
} from '@portal/shared/messages';
import { formatMoney } from '@portal/shared/formatters';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classBookings, classSchedules, clubs, members, membershipCancellations, memberships, membershipTypes, ptBookings } from '../../db/schema';
import { clubDayRange, clubToday } from '../../lib/club-calendar';
import { now } from '../../lib/clock';
import { FieldError, HttpError } from '../../lib/http-error';
import { addDays, displayDate, type MemberContext } from '../../lib/member-context';
import { addFeeDebit, cancelFeeDebit } from '../billing';
import { cancel as cancelClassBooking } from '../classes';
import { currentMembership } from '../membership';
import { cancelPt } from '../pt';
import { noticeMembership, registerJobHandler, scheduleJob } from '../notifications';
import { feeDueDate, quoteCancellation } from './quote';

type Row = typeof membershipCancellations.$inferSelect;
const OPEN = ['requested', 'confirmed'] as const;
export const END_JOB = 'membership-end';

const modeOf = (flags: { cancellationRequestOnly?: boolean }) => (flags.cancellationRequestOnly ? 'request' : 'online') as 'request' | 'online';

function out(r: Row, today: string): Cancellation {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    requestedOn: r.requestedOn,
    effectiveDate: r.effectiveDate,
    remainingDebits: r.remainingDebits,
    remainingDebitsCents: r.remainingDebits.reduce((s, d) => s + d.amountCents, 0),
    feeCents: r.feeCents,
    feeDueDate: feeDueDate(r.effectiveDate, r.feeCents),
    reason: r.reason ?? '',
    clubNote: r.clubNote ?? '',
    canWithdraw: (r.status === 'requested' || r.status === 'confirmed') && today <= r.effectiveDate,
  };
}

function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `CAN-${Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('')}`;
}

async function latestOf(db: Pick<Database, 'select'>, membershipId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(membershipCancellations)
    .where(eq(membershipCancellations.membershipId, membershipId))
    .orderBy(desc(membershipCancellations.id))
    .limit(1);
  return row;
}

/** The /membership panel: the membership's latest cancellation and, unless one is open, today's quote. */
export async function panel(db: Database, ctx: MemberContext): Promise<CancellationPanel> {
  const current = await currentMembership(db, ctx.member.id);
  if (!current) return { current: null, quote: null };
  const latest = await latestOf(db, current.m.id);
  const open = latest && (OPEN as readonly string[]).includes(latest.status);
  return {
    current: latest ? out(latest, ctx.today) : null,
    quote: open ? null : quoteCancellation(current.type, current.m, ctx.today, modeOf(ctx.club.flags)),
  };
}

/** Class and PT bookings on days after the membership's last day, cancelled free of charge with the usual notice. */
async function cancelBookingsAfter(tx: Database, ctx: MemberContext, endDate: string): Promise<number> {
  const [afterEnd] = clubDayRange(addDays(endDate, 1), ctx.club.timeZone);
  const later = await tx
    .select({ id: classBookings.id })
    .from(classBookings)
    .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
    .where(and(eq(classBookings.memberId, ctx.member.id), ne(classBookings.status, 'Cancelled'), gte(classSchedules.startsAt, afterEnd)))
    .orderBy(asc(classSchedules.startsAt));
  for (const b of later) await cancelClassBooking(tx, ctx.member, b.id, false);
  const laterPt = await tx
    .select({ id: ptBookings.id })
    .from(ptBookings)
    .where(and(eq(ptBookings.memberId, ctx.member.id), eq(ptBookings.status, 'Booked'), gte(ptBookings.startsAt, afterEnd)));
  // In time (after the last day), so a pack's session goes back to the member.
  for (const b of laterPt) await cancelPt(tx, ctx.member.id, b.id);
  return later.length + laterPt.length;
}

/** Ends the membership on `endDate`: its last day, the job that marks it ended the day after. */
async function endOn(tx: Database, ctx: MemberContext, membershipId: number, endDate: string): Promise<number> {
  await tx.update(memberships).set({ endDate }).where(eq(memberships.id, membershipId));
  await scheduleJob(tx, {
    kind: END_JOB,
    runAt: clubDayRange(addDays(endDate, 1), ctx.club.timeZone)[0],
    payload: { clubId: ctx.club.id },
    dedupeKey: `${END_JOB}:${ctx.club.id}:${endDate}`,
  });
  return cancelBookingsAfter(tx, ctx, endDate);
}

/** The early cancellation fee, due the day after the last day: billing's run collects it from whoever pays. */
async function feeDebit(tx: Database, r: Row): Promise<void> {
  await addFeeDebit(tx, { clubId: r.clubId, memberId: r.memberId, kind: 'cancellation-fee', agreementId: r.id, dueDate: feeDueDate(r.effectiveDate, r.feeCents), amountCents: r.feeCents, description: 'Early cancellation fee' });
}

function confirmedText(r: Row, bookings: number): string {
  const debits = r.remainingDebits.length
    ? `${r.remainingDebits.length} debit${r.remainingDebits.length === 1 ? '' : 's'} still to come (${formatMoney(r.remainingDebits.reduce((s, d) => s + d.amountCents, 0))}, the last on ${displayDate(r.remainingDebits.at(-1)!.date)})`
    : 'no debits still to come';
  const fee = r.feeCents ? ` An early cancellation fee of ${formatMoney(r.feeCents)} is debited on ${displayDate(feeDueDate(r.effectiveDate, r.feeCents))}.` : '';
  const booked = bookings ? ` ${bookings} booking${bookings === 1 ? '' : 's'} after that date ${bookings === 1 ? 'was' : 'were'} cancelled.` : '';
  return `Your membership ends on ${displayDate(r.effectiveDate)} (reference ${r.reference}), with ${debits}.${fee}${booked} You can withdraw the cancellation on /membership until then.`;
}

/** Runs inside a cancellation's transaction (a household payer's notice): throwing undoes the change. */
export type AfterCancellation = (tx: Database, done: Cancellation) => Promise<void>;

/** The member confirms today's quote: cancelled (online) or a request for the club (request only). */
export async function confirm(db: Database, ctx: MemberContext, reason: string, after?: AfterCancellation): Promise<Cancellation> {
  return db.transaction(async (tx) => {
    const current = await currentMembership(tx, ctx.member.id);
    if (!current) throw new FieldError('membership', CANCEL_NO_MEMBERSHIP);
    await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, current.m.id)).for('update');
    const latest = await latestOf(tx, current.m.id);
    if (latest && (OPEN as readonly string[]).includes(latest.status)) throw new FieldError('membership', CANCEL_ALREADY);
    const mode = modeOf(ctx.club.flags);
    const quote = quoteCancellation(current.type, current.m, ctx.today, mode);
    if (quote.refusal) throw new FieldError('effectiveDate', quote.refusal);
    const [row] = await tx
      .insert(membershipCancellations)
      .values({
        memberId: ctx.member.id,
        clubId: ctx.club.id,
        membershipId: current.m.id,
        reference: newReference(),
        status: mode === 'online' ? 'confirmed' : 'requested',
        requestedOn: ctx.today,
        effectiveDate: quote.effectiveDate,
        feeCents: quote.feeCents,
        remainingDebits: quote.remainingDebits,
        reason: reason.trim() || null,
      })
      .returning();
    const r = row!;
    if (mode === 'online') {
      const bookings = await endOn(tx as unknown as Database, ctx, current.m.id, r.effectiveDate);
      await feeDebit(tx as unknown as Database, r);
      await noticeMembership(tx as unknown as Database, { clubId: ctx.club.id, memberId: ctx.member.id, key: `cancellation:${r.reference}:confirmed`, title: `Membership cancelled: ends ${displayDate(r.effectiveDate)}`, body: confirmedText(r, bookings) });
    } else {
      await noticeMembership(tx as unknown as Database, {
        clubId: ctx.club.id,
        memberId: ctx.member.id,
        key: `cancellation:${r.reference}:requested`,
        title: 'Cancellation request received',
        body: `We have your request to cancel (reference ${r.reference}). If the club approves it, your membership ends on ${displayDate(r.effectiveDate)}. You can follow it, or withdraw it, on /membership.`,
      });
    }
    const done = out(r, ctx.today);
    if (after) await after(tx as unknown as Database, done);
    return done;
  });
}

/** Withdraws the open cancellation up to its effective date: the membership goes on as before. */
export async function withdraw(db: Database, ctx: MemberContext, after?: AfterCancellation): Promise<Cancellation> {
  return db.transaction(async (tx) => {
    const current = await currentMembership(tx, ctx.member.id);
    if (!current) throw new FieldError('membership', CANCEL_TOO_LATE_TO_WITHDRAW);
    await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, current.m.id)).for('update');
    const latest = await latestOf(tx, current.m.id);
    if (!latest || !(OPEN as readonly string[]).includes(latest.status)) throw new FieldError('membership', CANCEL_NOTHING_TO_WITHDRAW);
    if (ctx.today > latest.effectiveDate) throw new FieldError('membership', CANCEL_TOO_LATE_TO_WITHDRAW);
    const [row] = await tx.update(membershipCancellations).set({ status: 'withdrawn', withdrawnAt: now() }).where(eq(membershipCancellations.id, latest.id)).returning();
    await tx.update(memberships).set({ endDate: null }).where(eq(memberships.id, current.m.id));
    await cancelFeeDebit(tx as unknown as Database, 'cancellation-fee', latest.id);
    await noticeMembership(tx as unknown as Database, {
      clubId: ctx.club.id,
      memberId: ctx.member.id,
      key: `cancellation:${latest.reference}:withdrawn`,
      title: 'Cancellation withdrawn',
      body: `Your cancellation ${latest.reference} is withdrawn: your membership continues and its debits go on as before.`,
    });
    const done = out(row!, ctx.today);
    if (after) await after(tx as unknown as Database, done);
    return done;
  });
}

// ---- The club console -----------------------------------------------------------------------

export async function consoleList(db: Database, clubId: number): Promise<ConsoleCancellation[]> {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  const today = clubToday(now(), club?.timeZone ?? 'Australia/Sydney');
  const rows = await db
    .select({ c: membershipCancellations, memberNumber: members.memberNumber, firstName: members.firstName, lastName: members.lastName, typeName: membershipTypes.description })
    .from(membershipCancellations)
    .innerJoin(members, eq(members.id, membershipCancellations.memberId))
    .innerJoin(memberships, eq(memberships.id, membershipCancellations.membershipId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(eq(membershipCancellations.clubId, clubId))
    // Requests waiting for an answer first, then the newest.
    .orderBy(sql`${membershipCancellations.status} = 'requested' desc`, desc(membershipCancellations.id))
    .limit(500);
  return rows.map((r) => ({ ...out(r.c, today), memberNumber: r.memberNumber, memberName: `${r.firstName} ${r.lastName}`, membershipName: r.typeName }));
}

/** The club answers a request: approved ends the membership as quoted (never before today), declined says why. */
export async function decide(db: Database, clubId: number, userId: number, id: number, decision: 'approve' | 'decline', note: string): Promise<ConsoleCancellation> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(membershipCancellations)
      .where(and(eq(membershipCancellations.id, id), eq(membershipCancellations.clubId, clubId)))
      .for('update');
    if (!row) throw new HttpError(404, CANCEL_REQUEST_NOT_FOUND);
    if (row.status !== 'requested') throw new FieldError('decision', CANCEL_REQUEST_DECIDED);
    if (decision === 'decline' && !note.trim()) throw new FieldError('note', CANCEL_DECLINE_NOTE_REQUIRED);
    const [member] = await tx.select().from(members).where(eq(members.id, row.memberId));
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, clubId));
    const ctx: MemberContext = { member: member!, club: club!, today: clubToday(now(), club!.timeZone) };
    const decided = { clubNote: note.trim() || null, decidedBy: userId, decidedAt: now() };
    if (decision === 'decline') {
      await tx.update(membershipCancellations).set({ status: 'declined', ...decided }).where(eq(membershipCancellations.id, id));
      await noticeMembership(tx as unknown as Database, { clubId, memberId: row.memberId, key: `cancellation:${row.reference}:declined`, title: 'Cancellation request declined', body: `The club declined your cancellation request ${row.reference}: ${note.trim()}` });
      return;
    }
    const effectiveDate = row.effectiveDate < ctx.today ? ctx.today : row.effectiveDate;
    const [updated] = await tx.update(membershipCancellations).set({ status: 'confirmed', effectiveDate, ...decided }).where(eq(membershipCancellations.id, id)).returning();
    const bookings = await endOn(tx as unknown as Database, ctx, row.membershipId, effectiveDate);
    await feeDebit(tx as unknown as Database, updated!);
    await noticeMembership(tx as unknown as Database, { clubId, memberId: row.memberId, key: `cancellation:${row.reference}:confirmed`, title: `Membership cancelled: ends ${displayDate(effectiveDate)}`, body: confirmedText(updated!, bookings) });
  });
  const found = (await consoleList(db, clubId)).find((c) => c.id === id);
  return found!;
}

/**
 * The day after a membership's last day: every membership of the club whose end date has passed is
 * ended (a catch-up after downtime ends the earlier ones too). Runs in the job's transaction.
 */
export async function endDueMemberships(tx: Database, clubId: number, at = now()): Promise<number> {
  const [club] = await tx.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) return 0;
  const today = clubToday(at, club.timeZone);
  const ended = await tx
    .update(memberships)
    .set({ status: 'ended' })
    .where(
      and(
        inArray(memberships.status, ['active', 'suspended']),
        lt(memberships.endDate, today),
        inArray(memberships.memberId, tx.select({ id: members.id }).from(members).where(eq(members.clubId, clubId))),
      ),
    )
    .returning({ id: memberships.id });
  return ended.length;
}

registerJobHandler(END_JOB, async (tx, job) => {
  await endDueMemberships(tx, Number(job.payload.clubId));
});

