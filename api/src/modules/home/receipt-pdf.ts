// A receipt that is an Australian tax invoice (ATO: the words "Tax invoice", the seller's name and
// ABN, the date, a description of what was sold, and the GST amount or that the total includes
// GST). Drawn with pdf-lib, the library of the membership agreement (modules/terms/pdf.ts).
import type { PDFFont } from 'pdf-lib';
import { formatMoney } from '@portal/shared/formatters';
import { pdfSafe, startPdf } from '../../lib/pdf-document';

export interface ReceiptData {
  clubName: string;
  abn: string | null;
  clubAddress: string;
  /** 'R-<id>' or 'O-<id>' */
  number: string;
  /** DD/MM/YYYY */
  date: string;
  paidBy: string;
  /** [description, amount in cents] */
  lines: [string, number][];
  totalCents: number;
  gstCents: number;
  /** e.g. 'Visa ending 4242', 'Direct debit' */
  paymentMethod: string;
  /** Refunds given back on it: [what and when, amount in cents]. */
  refunds?: [string, number][];
}

/** GST included in a GST-inclusive total at 10 %: one eleventh, rounded to the cent. */
export const gstOfInclusive = (totalCents: number) => Math.round(totalCents / 11);

export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const { doc, font, bold, ink } = await startPdf(`Tax invoice ${data.number}`, data.clubName);
  const page = doc.addPage([595, 842]);
  let y = 790;
  const line = (text: string, f: PDFFont = font, size = 11, x = 50) => {
    page.drawText(pdfSafe(text), { x, y, size, font: f, color: ink });
    y -= size + 7;
  };
  line('Tax invoice', bold, 20);
  y -= 4;
  line(data.clubName, bold, 13);
  if (data.abn) line(`ABN ${data.abn}`);
  if (data.clubAddress) line(data.clubAddress);
  y -= 8;
  line(`Invoice number: ${data.number}`);
  line(`Date: ${data.date}`);
  line(`Issued to: ${data.paidBy}`);
  y -= 8;
  line('Description', bold, 12);
  for (const [text, cents] of data.lines) {
    page.drawText(pdfSafe(formatMoney(cents)), { x: 450, y, size: 11, font, color: ink });
    line(text);
  }
  y -= 8;
  line(`GST: ${formatMoney(data.gstCents)}`);
  line(`Total: ${formatMoney(data.totalCents)}`, bold, 12);
  line('The total includes GST.');
  line(`Paid by: ${data.paymentMethod}`);
  const refunds = data.refunds ?? [];
  if (refunds.length) {
    y -= 8;
    for (const [text, cents] of refunds) {
      page.drawText(pdfSafe(`-${formatMoney(cents)}`), { x: 450, y, size: 11, font, color: ink });
      line(text);
    }
    line(`Net paid: ${formatMoney(data.totalCents - refunds.reduce((sum, [, cents]) => sum + cents, 0))}`, bold, 12);
  }
  // No object streams, so simple tools (and the tests) can read the text.
  return doc.save({ useObjectStreams: false });
}
