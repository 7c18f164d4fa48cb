// The fee table of every agreement PDF, from the server's one quote: the same lines the screens
// show, so the PDF a member signs never disagrees with the amount charged.
import { formatMoney } from '@portal/shared/formatters';
import type { FeeResult } from '../fees';

const signed = (cents: number) => (cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(cents));

/** Rows of [label, amount]: each line, the subtotal, surcharge, total, GST and the regular payment. */
export function feeRowsOf(fees: FeeResult, regularFrequency: string | null): [string, string][] {
  const rows: [string, string][] = fees.lines.map((line) => [line.label, signed(line.cents)]);
  rows.push(['Subtotal', formatMoney(fees.firstPaymentSubtotal)]);
  if (fees.cardTransactionFee) rows.push(['Card surcharge', formatMoney(fees.cardTransactionFee)]);
  rows.push(['First payment total (inc. GST)', formatMoney(fees.firstPaymentTotal)]);
  rows.push(['GST included', formatMoney(fees.totalGst)]);
  if (regularFrequency) rows.push(['Regular payment', `${formatMoney(fees.regularPayment)} ${regularFrequency}`]);
  return rows;
}
