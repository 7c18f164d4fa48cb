// What leaves the insights pages: a report's table as CSV (the rows the page shows and their total
// line, so the file adds up to the figures on screen) and the "slipping away" message.
import { ATTENDANCE_GROUPS, type AttendanceGroup, type InsightReport, MONEY_GROUPS, type MoneyGroup } from '@portal/shared/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import { FieldError } from '../../lib/http-error';
import { type ClubMessage, noticeClubMessages } from '../notifications';
import * as service from './service';

const money = (cents: number) => (cents / 100).toFixed(2);

export async function reportCsv(db: Database, clubId: number, report: InsightReport, from: string, to: string, by: string | undefined): Promise<{ csv: string; fileName: string }> {
  const groups: readonly string[] = report === 'attendance' ? ATTENDANCE_GROUPS : report === 'money' ? MONEY_GROUPS : [];
  if (by !== undefined && !groups.includes(by)) throw new FieldError('by', `This report is not grouped by ${by}.`);
  let table: Array<Array<string | number>>;
  if (report === 'attendance') {
    const r = await service.attendanceReport(db, clubId, from, to, (by ?? 'class') as AttendanceGroup);
    const line = (label: string, x: typeof r.totals) => [label, x.bookings, x.checkIns, x.noShows, x.lateCancels, x.waitlisted, x.booked, x.capacity, x.fillRate.toFixed(1)];
    table = [['Group', 'Bookings', 'Check-ins', 'No-shows', 'Late cancels', 'Waitlisted', 'Booked', 'Capacity', 'Fill rate %'], ...r.rows.map((x) => line(x.label, x)), line('Total', r.totals)];
  } else if (report === 'members') {
    const r = await service.membersReport(db, clubId, from, to);
    const line = (label: string, x: typeof r.totals) => [label, x.joins, x.cancellations, x.freezes, x.net];
    table = [['Week', 'Joins', 'Cancellations', 'Freezes', 'Net change'], ...r.rows.map((x) => line(x.key, x)), line('Total', r.totals)];
  } else {
    const r = await service.moneyReport(db, clubId, from, to, (by ?? 'day') as MoneyGroup);
    const line = (label: string, x: typeof r.totals) => [label, money(x.collectedCents), money(x.failedCents), x.failedCount, money(x.refundedCents), money(x.outstandingCents)];
    table = [[r.by === 'day' ? 'Day' : 'Product', 'Collected', 'Failed', 'Failed payments', 'Refunded', 'Outstanding'], ...r.rows.map((x) => line(r.by === 'day' ? x.key : x.label, x)), line('Total', r.totals)];
  }
  // escape_formulas: a cell a spreadsheet would run as a formula is quoted as text.
  const csv = stringify(table, { escape_formulas: true, record_delimiter: 'windows' });
  return { csv, fileName: `${report}${by ? `-by-${by}` : ''}-${from}-to-${to}.csv` };
}

/** Messages the named members who are slipping away now (others are skipped): one per member and day. */
export async function messageSlipping(db: Database, clubId: number, days: number, memberNumbers: string[]): Promise<{ sent: number; message: string }> {
  const { clubName, today, members } = await service.slippingRecipients(db, clubId, days, memberNumbers);
  const messages: ClubMessage[] = members.map((m) => ({
    clubId,
    memberId: m.memberId,
    key: `slipping:${today}`,
    title: `We miss you at ${clubName}`,
    body: `It has been a while since your last visit. Book a class or drop in: we would love to see you again soon.`,
    link: '/classbooking',
  }));
  await noticeClubMessages(db, messages);
  const sent = messages.length;
  return { sent, message: sent === 1 ? 'Message sent to 1 member.' : `Message sent to ${sent} members.` };
}
