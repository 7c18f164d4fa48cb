// Every query of the club's insights: aggregates in SQL over one club and one range (the group
// is a fixed expression picked by name, never text from the request), and the rows behind a figure.
// Instants are compared as the club's day bounds (service.ts); days and weeks are club-local.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localDate } from '../../lib/club-calendar';

export interface Span {
  clubId: number;
  tz: string;
  /** The range's first club-local day and last (inclusive), and their instants [start, end). */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (d: Date) => d.toISOString();

// ---- Attendance ---------------------------------------------------------------------------

/** The group's key and label over the sessions `s` (with the class `c`); fixed SQL by name. */
const ATTENDANCE_KEYS: Record<string, { key: string; label: string; order: string }> = {
  // Two classes may share a name ("Spin Express" at six and at noon): the instructor tells them apart.
  class: { key: 'c.id::text', label: "c.name || coalesce(' (' || nullif(c.instructor, '') || ')', '')", order: 'label, key' },
  slot: { key: "to_char(s.starts_at at time zone cl.time_zone, 'HH24:MI')", label: "to_char(s.starts_at at time zone cl.time_zone, 'HH24:MI')", order: 'key' },
  weekday: { key: 'extract(isodow from s.starts_at at time zone cl.time_zone)::int::text', label: "trim(to_char(s.starts_at at time zone cl.time_zone, 'Day'))", order: 'key' },
  instructor: { key: "coalesce(c.instructor, '')", label: "coalesce(nullif(c.instructor, ''), 'No instructor')", order: 'label' },
};

/** The club's sessions of the span that ran (not cancelled by the club), with each one's late-cancel cut-off. */
const sessionsOf = (span: Span) => sql`
  select s.id, s.starts_at, s.capacity, s.class_id,
         s.starts_at - make_interval(hours => coalesce(s.cancel_cutoff_hours, cl.cancellation_cutoff_hours)) as late_from
  from class_schedules s join clubs cl on cl.id = s.club_id
  where s.club_id = ${span.clubId} and s.starts_at >= ${iso(span.start)}::timestamptz and s.starts_at < ${iso(span.end)}::timestamptz and s.cancelled_at is null`;

/** Which bookings each attendance metric counts (b: the booking, x: its session). */
const ATTENDANCE_METRIC_SQL: Record<string, (now: Date) => SQL> = {
  bookings: () => sql`b.status <> 'Waiting'`,
  checkIns: () => sql`b.status = 'Booked' and b.checked_in_at is not null`,
  noShows: (now) => sql`b.status = 'Booked' and b.checked_in_at is null and x.starts_at < ${iso(now)}::timestamptz`,
  lateCancels: () => sql`b.status = 'Cancelled' and b.cancelled_at >= x.late_from`,
  waitlisted: () => sql`b.status = 'Waiting'`,
};

export interface AttendanceAggregate {
  key: string;
  label: string;
  bookings: number;
  checkIns: number;
  noShows: number;
  lateCancels: number;
  waitlisted: number;
  booked: number;
  capacity: number;
}

/** Per session first (one pass over its bookings by the schedule index), then per group. */
export async function attendance(db: Database, span: Span, by: string | null, now: Date): Promise<AttendanceAggregate[]> {
  const g = by ? ATTENDANCE_KEYS[by]! : { key: "''", label: "''", order: 'key' };
  const m = (name: string) => ATTENDANCE_METRIC_SQL[name]!(now);
  const result = await db.execute(sql`
    with x as (${sessionsOf(span)}),
    per as (
      select b.schedule_id,
        count(*) filter (where ${m('bookings')}) as bookings,
        count(*) filter (where ${m('checkIns')}) as check_ins,
        count(*) filter (where ${m('noShows')}) as no_shows,
        count(*) filter (where ${m('lateCancels')}) as late_cancels,
        count(*) filter (where ${m('waitlisted')}) as waitlisted,
        count(*) filter (where b.status = 'Booked') as booked
      from class_bookings b join x on x.id = b.schedule_id
      group by b.schedule_id)
    select ${sql.raw(g.key)} as key, ${sql.raw(g.label)} as label,
      coalesce(sum(per.bookings), 0)::int as "bookings", coalesce(sum(per.check_ins), 0)::int as "checkIns",
      coalesce(sum(per.no_shows), 0)::int as "noShows", coalesce(sum(per.late_cancels), 0)::int as "lateCancels",
      coalesce(sum(per.waitlisted), 0)::int as "waitlisted", coalesce(sum(per.booked), 0)::int as "booked",
      coalesce(sum(s.capacity), 0)::int as "capacity"
    from x s join classes c on c.id = s.class_id join clubs cl on cl.id = ${span.clubId}
    left join per on per.schedule_id = s.id
    group by 1, 2 order by ${sql.raw(g.order)}`);
  return rowsOf<AttendanceAggregate>(result);
}

export interface DrillLine {
  when: string;
  memberNumber: string;
  memberName: string;
  detail: string;
  amountCents: number | null;
  total: number;
}

/**
 * The bookings behind an attendance figure, first `limit` by session: the page is read in the
 * sessions' order (stopping at `limit`), its count apart, so a year's total is not sorted whole.
 */
export async function attendanceRows(db: Database, span: Span, by: string | null, key: string | null, metric: string, now: Date, limit: number): Promise<DrillLine[]> {
  const g = by && key !== null ? ATTENDANCE_KEYS[by] : undefined;
  const where = sql`${ATTENDANCE_METRIC_SQL[metric]!(now)} ${g ? sql`and ${sql.raw(g.key.replaceAll('s.starts_at', 'x.starts_at'))} = ${key}` : sql``}`;
  const from = sql`from x join class_bookings b on b.schedule_id = x.id join classes c on c.id = x.class_id join clubs cl on cl.id = ${span.clubId}`;
  const counted = await db.execute(sql`with x as (${sessionsOf(span)}) select count(*)::int as total ${from} where ${where}`);
  const total = rowsOf<{ total: number }>(counted)[0]?.total ?? 0;
  if (total === 0) return [];
  const result = await db.execute(sql`
    with x as (${sessionsOf(span)})
    select to_char(x.starts_at at time zone cl.time_zone, 'YYYY-MM-DD HH24:MI') as "when", mb.member_number as "memberNumber",
           trim(mb.first_name || ' ' || mb.last_name) as "memberName", c.name || ' (' || b.status || ')' as detail,
           null::int as "amountCents", ${total}::int as total
    ${from} join members mb on mb.id = b.member_id
    where ${where}
    order by x.starts_at, b.id limit ${limit}`);
  return rowsOf<DrillLine>(result);
}

// ---- Members ------------------------------------------------------------------------------

/** Joins, confirmed cancellations (by their last day) and freezes (by their first), each a club-local day. */
const memberEvents = (span: Span) => sql`
  select 'joins' as kind, m.start_date as day, m.id as ref, mb.id as member_id, t.description as detail
    from memberships m join members mb on mb.id = m.member_id join membership_types t on t.id = m.membership_type_id
    where mb.club_id = ${span.clubId} and m.status <> 'pending' and m.start_date between ${span.from}::date and ${span.to}::date
  union all
  select 'cancellations', c.effective_date, c.id, c.member_id, c.reference
    from membership_cancellations c
    where c.club_id = ${span.clubId} and c.status = 'confirmed' and c.effective_date between ${span.from}::date and ${span.to}::date
  union all
  select 'freezes', f.from_date, f.id, mb.id, f.from_date::text || ' to ' || f.to_date::text
    from suspensions f join memberships m on m.id = f.membership_id join members mb on mb.id = m.member_id
    where mb.club_id = ${span.clubId} and f.cancelled_at is null and f.from_date between ${span.from}::date and ${span.to}::date`;

export interface MemberWeekAggregate {
  key: string;
  joins: number;
  cancellations: number;
  freezes: number;
}

export async function memberWeeks(db: Database, span: Span): Promise<MemberWeekAggregate[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('week', e.day)::date, 'YYYY-MM-DD') as key,
      count(*) filter (where e.kind = 'joins')::int as joins,
      count(*) filter (where e.kind = 'cancellations')::int as cancellations,
      count(*) filter (where e.kind = 'freezes')::int as freezes
    from (${memberEvents(span)}) e group by 1 order by 1`);
  return rowsOf<MemberWeekAggregate>(result);
}

/** Live memberships on `day`, by type. */
export async function membersByType(db: Database, clubId: number, day: string): Promise<Array<{ key: string; label: string; members: number }>> {
  const result = await db.execute(sql`
    select t.id::text as key, t.description as label, count(distinct m.member_id)::int as members
    from memberships m join members mb on mb.id = m.member_id join membership_types t on t.id = m.membership_type_id
    where mb.club_id = ${clubId} and m.status in ('active', 'suspended') and m.start_date <= ${day}::date and (m.end_date is null or m.end_date >= ${day}::date)
    group by t.id, t.description order by members desc, label`);
  return rowsOf(result);
}

export async function memberRows(db: Database, span: Span, kind: string, week: string | null, limit: number): Promise<DrillLine[]> {
  const inWeek = week ? sql`and date_trunc('week', e.day)::date = ${week}::date` : sql``;
  const result = await db.execute(sql`
    select to_char(e.day, 'YYYY-MM-DD') as "when", mb.member_number as "memberNumber", trim(mb.first_name || ' ' || mb.last_name) as "memberName",
           e.detail, null::int as "amountCents", count(*) over ()::int as total
    from (${memberEvents(span)}) e join members mb on mb.id = e.member_id
    where e.kind = ${kind} ${inWeek} order by e.day, e.ref limit ${limit}`);
  return rowsOf<DrillLine>(result);
}

export async function typeRows(db: Database, clubId: number, day: string, typeId: string | null, limit: number): Promise<DrillLine[]> {
  const result = await db.execute(sql`
    select to_char(m.start_date, 'YYYY-MM-DD') as "when", mb.member_number as "memberNumber", trim(mb.first_name || ' ' || mb.last_name) as "memberName",
           t.description as detail, null::int as "amountCents", count(*) over ()::int as total
    from memberships m join members mb on mb.id = m.member_id join membership_types t on t.id = m.membership_type_id
    where mb.club_id = ${clubId} and m.status in ('active', 'suspended') and m.start_date <= ${day}::date and (m.end_date is null or m.end_date >= ${day}::date)
      ${typeId ? sql`and t.id::text = ${typeId}` : sql``}
    order by mb.last_name, mb.first_name, m.id limit ${limit}`);
  return rowsOf<DrillLine>(result);
}

// ---- Slipping away ------------------------------------------------------------------------

export interface SlippingLine {
  memberId: number;
  memberNumber: string;
  name: string;
  membershipType: string;
  lastVisit: string | null;
  total: number;
}

/**
 * Active members with a live membership that started at least `days` ago, whose last visit (a check-in
 * at the door or a class check-in) is more than `days` ago or never; longest absent first.
 */
export async function slipping(db: Database, clubId: number, tz: string, today: string, since: Date, limit: number, only?: string[]): Promise<SlippingLine[]> {
  const sinceDay = localDate(since, tz);
  const chosen = only ? sql`and mb.member_number = any(${`{${only.map((n) => `"${n.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])` : sql``;
  const result = await db.execute(sql`
    with live as (
      select distinct on (mb.id) mb.id, mb.member_number, trim(mb.first_name || ' ' || mb.last_name) as name, t.description as type
      from members mb join memberships m on m.member_id = mb.id join membership_types t on t.id = m.membership_type_id
      where mb.club_id = ${clubId} and mb.status = 'active' and m.status = 'active' and (m.end_date is null or m.end_date >= ${today}::date)
        and m.start_date <= ${sinceDay}::date ${chosen}
      order by mb.id, m.start_date desc),
    seen as (
      select ci.member_id, max(ci.at) as at from check_ins ci join live on live.id = ci.member_id group by ci.member_id
      union all
      select b.member_id, max(b.checked_in_at) from class_bookings b join live on live.id = b.member_id where b.checked_in_at is not null group by b.member_id),
    last as (select member_id, max(at) as at from seen group by member_id)
    select live.id as "memberId", live.member_number as "memberNumber", live.name, live.type as "membershipType",
           to_char(last.at at time zone ${tz}, 'YYYY-MM-DD') as "lastVisit", count(*) over ()::int as total
    from live left join last on last.member_id = live.id
    where last.at is null or last.at < ${iso(since)}::timestamptz
    order by last.at nulls first, live.id limit ${limit}`);
  return rowsOf<SlippingLine>(result);
}

// ---- Money --------------------------------------------------------------------------------

/** Every money event of the span: a club-local day, a product (the ledger's purpose) and an amount. */
const moneyEvents = (span: Span) => sql`
  select case when p.status = 'approved' then 'collected' else 'failed' end as kind,
         (p.created_at at time zone ${span.tz})::date as day, p.purpose as product, p.amount_cents as cents,
         p.created_at as at, p.member_id, coalesce(p.description, p.purpose) || ' (' || p.status || ')' as detail
    from payments p
    where p.club_id = ${span.clubId} and p.created_at >= ${iso(span.start)}::timestamptz and p.created_at < ${iso(span.end)}::timestamptz
      and ((p.status = 'approved' and p.gateway <> 'waiver') or p.status in ('declined', 'failed'))
  union all
  select 'refunded', (r.created_at at time zone ${span.tz})::date, p.purpose, r.amount_cents, r.created_at, p.member_id, r.reason
    from payment_refunds r join payments p on p.id = r.payment_id
    where r.club_id = ${span.clubId} and r.status = 'approved' and r.created_at >= ${iso(span.start)}::timestamptz and r.created_at < ${iso(span.end)}::timestamptz
  union all
  select 'outstanding', d.due_date, 'membership-debit', d.amount_cents, d.created_at, d.member_id, d.description || ' (' || d.status || ')'
    from billing_debits d
    where d.club_id = ${span.clubId} and d.status in ('failed', 'exhausted') and d.due_date between ${span.from}::date and ${span.to}::date`;

const MONEY_KEYS: Record<string, string> = { day: "to_char(e.day, 'YYYY-MM-DD')", product: 'e.product' };

export interface MoneyAggregate {
  key: string;
  collectedCents: number;
  failedCents: number;
  failedCount: number;
  refundedCents: number;
  outstandingCents: number;
}

export async function money(db: Database, span: Span, by: string | null): Promise<MoneyAggregate[]> {
  const key = by ? MONEY_KEYS[by]! : "''";
  const result = await db.execute(sql`
    select ${sql.raw(key)} as key,
      coalesce(sum(e.cents) filter (where e.kind = 'collected'), 0)::int as "collectedCents",
      coalesce(sum(e.cents) filter (where e.kind = 'failed'), 0)::int as "failedCents",
      count(*) filter (where e.kind = 'failed')::int as "failedCount",
      coalesce(sum(e.cents) filter (where e.kind = 'refunded'), 0)::int as "refundedCents",
      coalesce(sum(e.cents) filter (where e.kind = 'outstanding'), 0)::int as "outstandingCents"
    from (${moneyEvents(span)}) e group by 1 order by 1`);
  return rowsOf<MoneyAggregate>(result);
}

export async function moneyRows(db: Database, span: Span, by: string | null, key: string | null, kind: string, limit: number): Promise<DrillLine[]> {
  const inKey = by && key !== null ? sql`and ${sql.raw(MONEY_KEYS[by]!)} = ${key}` : sql``;
  const result = await db.execute(sql`
    select to_char(e.at at time zone ${span.tz}, 'YYYY-MM-DD HH24:MI') as "when", coalesce(mb.member_number, '') as "memberNumber",
           coalesce(trim(mb.first_name || ' ' || mb.last_name), '') as "memberName", e.detail, e.cents as "amountCents", count(*) over ()::int as total
    from (${moneyEvents(span)}) e left join members mb on mb.id = e.member_id
    where e.kind = ${kind} ${inKey} order by e.at, e.detail limit ${limit}`);
  return rowsOf<DrillLine>(result);
}
