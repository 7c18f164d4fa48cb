// The accountant's CSV (ADMIN): every ledger line of a period (payments, desk payments, waivers,
// failures, refunds) with its GST, then the period's totals. Amounts are positive (a refund's type
// says it goes back): a leading minus would be escaped as a formula and stop being a number. csv-stringify quotes what needs it
// and escapes cells a spreadsheet would run as a formula (escape_formulas).
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import { clubDayRange, localDate } from '../../lib/club-calendar';
import { FieldError } from '../../lib/http-error';
import * as repo from './repo';

export const PERIOD_MESSAGE = 'Enter a period of at most 366 days, the first date not after the last.';

/** GST in a GST-inclusive amount, as the receipts print it (1/11). */
export const gstOfInclusive = (cents: number) => Math.round(cents / 11);

const money = (cents: number) => (cents / 100).toFixed(2);

export interface FinanceTotals {
  paymentsCents: number;
  refundsCents: number;
  failuresCents: number;
  gstCents: number;
}

export async function financeExport(db: Database, clubId: number, from: string, to: string): Promise<{ csv: string; totals: FinanceTotals; fileName: string }> {
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!(span >= 0 && span <= 366)) throw new FieldError('from', PERIOD_MESSAGE);
  const club = await repo.clubZone(db, clubId);
  if (!club) throw new FieldError('from', PERIOD_MESSAGE);
  const start = clubDayRange(from, club.timeZone)[0];
  const end = clubDayRange(to, club.timeZone)[1];
  const rows: string[][] = [['Date', 'Type', 'Member', 'Description', 'Gateway', 'Reference', 'Amount', 'GST', 'Status']];
  const totals: FinanceTotals = { paymentsCents: 0, refundsCents: 0, failuresCents: 0, gstCents: 0 };
  for (const { p, memberNumber } of await repo.paymentsBetween(db, clubId, start, end)) {
    const approved = p.status === 'approved';
    const type = !approved ? 'Failure' : p.gateway === 'waiver' ? 'Waiver' : p.gateway === 'desk' ? 'Desk payment' : 'Payment';
    const gst = approved ? gstOfInclusive(p.amountCents) : 0;
    if (approved) {
      totals.paymentsCents += p.amountCents;
      totals.gstCents += gst;
    } else totals.failuresCents += p.amountCents;
    rows.push([localDate(p.createdAt, club.timeZone), type, memberNumber ?? '', p.description ?? p.purpose, p.gateway, p.gatewayReference ?? '', money(p.amountCents), money(gst), approved ? 'approved' : (p.declineReason ?? p.status)]);
  }
  for (const { r, memberNumber, description, purpose } of await repo.refundsBetween(db, clubId, start, end)) {
    const approved = r.status === 'approved';
    const gst = approved ? gstOfInclusive(r.amountCents) : 0;
    if (approved) {
      totals.refundsCents += r.amountCents;
      totals.gstCents -= gst;
    }
    rows.push([localDate(r.createdAt, club.timeZone), 'Refund', memberNumber ?? '', `${r.reason} (refund of R-${r.paymentId}: ${description ?? purpose})`, '', r.gatewayReference ?? '', money(r.amountCents), money(gst), r.status]);
  }
  rows.push([]);
  rows.push(['Total payments', '', '', '', '', '', money(totals.paymentsCents), '', '']);
  rows.push(['Total refunds', '', '', '', '', '', money(totals.refundsCents), '', '']);
  rows.push(['Net', '', '', '', '', '', money(totals.paymentsCents - totals.refundsCents), money(totals.gstCents), '']);
  rows.push(['Total failed (not collected)', '', '', '', '', '', money(totals.failuresCents), '', '']);
  const csv = stringify(rows, { escape_formulas: true, record_delimiter: 'windows' });
  return { csv, totals, fileName: `finance-${from}-to-${to}.csv` };
}
