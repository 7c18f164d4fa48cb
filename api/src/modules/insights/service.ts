// The club's insights (ADMIN): a range of club-local days and the same number of days just before
// it, each report's groups and totals, the rows behind a figure, the CSV of a table and the
// "slipping away" message. Totals are summed from the groups, so a table always adds up.
import type {
  AttendanceGroup,
  AttendanceReport,
  AttendanceTotals,
  DrillQuery,
  DrillReport,
  MemberTotals,
  MembersReport,
  MoneyGroup,
  MoneyReport,
  MoneyTotals,
  SlippingReport,
} from '@portal/shared/contracts';
import { DRILL_LIMIT, INSIGHTS_MAX_DAYS, INSIGHTS_RANGE_MESSAGE, SLIPPING_LIST_LIMIT } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { clubDayRange, clubToday } from '../../lib/club-calendar';
import { findClubCached } from '../../lib/club-time';
import { FieldError } from '../../lib/http-error';
import * as repo from './repo';
import type { Span } from './repo';

export type { Span } from './repo';

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const ddmm = (iso: string) => iso.slice(8, 10) + '/' + iso.slice(5, 7);

/** The range and the one before it (as many days, ending the day before `from`). */
export async function spansOf(db: Database, clubId: number, from: string, to: string): Promise<{ current: Span; previous: Span }> {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (!(days >= 0 && days < INSIGHTS_MAX_DAYS)) throw new FieldError('from', INSIGHTS_RANGE_MESSAGE);
  const { timeZone: tz } = await findClubCached(db, clubId);
  const span = (f: string, t: string): Span => ({ clubId, tz, from: f, to: t, start: clubDayRange(f, tz)[0], end: clubDayRange(t, tz)[1] });
  return { current: span(from, to), previous: span(addDays(from, -days - 1), addDays(from, -1)) };
}

const period = (s: { current: Span; previous: Span }) => ({ from: s.current.from, to: s.current.to, previousFrom: s.previous.from, previousTo: s.previous.to });

// ---- Attendance ---------------------------------------------------------------------------

const fillRate = (booked: number, capacity: number) => (capacity ? Math.round((booked / capacity) * 1000) / 10 : 0);
const ATTENDANCE_SUMS = ['bookings', 'checkIns', 'noShows', 'lateCancels', 'waitlisted', 'booked', 'capacity'] as const;

function attendanceTotals(rows: repo.AttendanceAggregate[]): AttendanceTotals {
  const t = Object.fromEntries(ATTENDANCE_SUMS.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)])) as Omit<AttendanceTotals, 'fillRate'>;
  return { ...t, fillRate: fillRate(t.booked, t.capacity) };
}

export async function attendanceReport(db: Database, clubId: number, from: string, to: string, by: AttendanceGroup): Promise<AttendanceReport> {
  const spans = await spansOf(db, clubId, from, to);
  const at = now();
  const rows = await repo.attendance(db, spans.current, by, at);
  const previous = await repo.attendance(db, spans.previous, null, at);
  return { ...period(spans), by, rows: rows.map((r) => ({ ...r, fillRate: fillRate(r.booked, r.capacity) })), totals: attendanceTotals(rows), previous: attendanceTotals(previous) };
}

// ---- Members ------------------------------------------------------------------------------

function memberTotals(rows: repo.MemberWeekAggregate[]): MemberTotals {
  const sum = (k: 'joins' | 'cancellations' | 'freezes') => rows.reduce((n, r) => n + r[k], 0);
  return { joins: sum('joins'), cancellations: sum('cancellations'), freezes: sum('freezes'), net: sum('joins') - sum('cancellations') };
}

export async function membersReport(db: Database, clubId: number, from: string, to: string): Promise<MembersReport> {
  const spans = await spansOf(db, clubId, from, to);
  const weeks = await repo.memberWeeks(db, spans.current);
  const previous = await repo.memberWeeks(db, spans.previous);
  const byType = await repo.membersByType(db, clubId, to);
  return {
    ...period(spans),
    rows: weeks.map((w) => ({ ...w, label: `Week of ${ddmm(w.key)}`, net: w.joins - w.cancellations })),
    totals: memberTotals(weeks),
    previous: memberTotals(previous),
    byType,
  };
}

// ---- Slipping away ------------------------------------------------------------------------

async function slippingLines(db: Database, clubId: number, days: number, only?: string[]) {
  const club = await findClubCached(db, clubId);
  const at = now();
  const today = clubToday(at, club.timeZone);
  // Since the start of the club day `days` ago: a visit that day or later is recent.
  const since = clubDayRange(addDays(today, -days), club.timeZone)[0];
  return { club, lines: await repo.slipping(db, clubId, club.timeZone, today, since, SLIPPING_LIST_LIMIT, only), today };
}

export async function slippingReport(db: Database, clubId: number, days: number): Promise<SlippingReport> {
  const { lines } = await slippingLines(db, clubId, days);
  return { days, total: lines[0]?.total ?? 0, members: lines.map(({ memberNumber, name, membershipType, lastVisit }) => ({ memberNumber, name, membershipType, lastVisit })) };
}

/** The members (of those named) who are slipping away right now: only they are messaged. */
export async function slippingRecipients(db: Database, clubId: number, days: number, memberNumbers: string[]) {
  const { club, lines, today } = await slippingLines(db, clubId, days, memberNumbers);
  return { clubName: club.name, today, members: lines };
}

// ---- Money --------------------------------------------------------------------------------

/** The ledger's purpose in words: 'membership-debit' is "Membership debit". */
export const productLabel = (purpose: string) => {
  const words = purpose.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Other';
};

const MONEY_SUMS = ['collectedCents', 'failedCents', 'failedCount', 'refundedCents', 'outstandingCents'] as const;
const moneyTotals = (rows: repo.MoneyAggregate[]): MoneyTotals => Object.fromEntries(MONEY_SUMS.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)])) as MoneyTotals;

export async function moneyReport(db: Database, clubId: number, from: string, to: string, by: MoneyGroup): Promise<MoneyReport> {
  const spans = await spansOf(db, clubId, from, to);
  const rows = await repo.money(db, spans.current, by);
  const previous = await repo.money(db, spans.previous, null);
  return {
    ...period(spans),
    by,
    rows: rows.map((r) => ({ ...r, label: by === 'day' ? r.key.split('-').reverse().join('/') : productLabel(r.key) })),
    totals: moneyTotals(rows),
    previous: moneyTotals(previous),
  };
}

// ---- The rows behind a figure -------------------------------------------------------------

const DRILL_MESSAGE = 'This figure has no rows to show.';

export async function drill(db: Database, clubId: number, q: DrillQuery): Promise<DrillReport> {
  const { current } = await spansOf(db, clubId, q.from, q.to);
  const key = q.key === undefined || q.key === '' ? null : q.key;
  const by = q.by ?? null;
  let lines: repo.DrillLine[];
  if (q.report === 'attendance' && ['bookings', 'checkIns', 'noShows', 'lateCancels', 'waitlisted'].includes(q.metric) && (by === null || ['class', 'slot', 'weekday', 'instructor'].includes(by))) {
    lines = await repo.attendanceRows(db, current, by, key, q.metric, now(), DRILL_LIMIT);
  } else if (q.report === 'members' && q.metric === 'members' && (by === null || by === 'type')) {
    lines = await repo.typeRows(db, clubId, q.to, key, DRILL_LIMIT);
  } else if (q.report === 'members' && ['joins', 'cancellations', 'freezes'].includes(q.metric) && (by === null || by === 'week')) {
    lines = await repo.memberRows(db, current, q.metric, key, DRILL_LIMIT);
  } else if (q.report === 'money' && ['collected', 'failed', 'refunded', 'outstanding'].includes(q.metric) && (by === null || by === 'day' || by === 'product')) {
    lines = await repo.moneyRows(db, current, by, key, q.metric, DRILL_LIMIT);
  } else {
    throw new FieldError('metric', DRILL_MESSAGE);
  }
  return { total: lines[0]?.total ?? 0, rows: lines.map(({ total: _total, ...row }) => row) };
}
