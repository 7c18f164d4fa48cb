// "Download my data" as a readable PDF: the same facts as the JSON document (profile, children,
// memberships, bookings, payments, orders, signed documents) as sections of plain lines, on as
// many pages as they need. Drawn with pdf-lib, the library of the agreement (modules/terms/pdf.ts).
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatMoney } from '@portal/shared/formatters';
import { pdfSafe, startPdf } from '../../lib/pdf-document';

export interface MyDataPdfSection {
  title: string;
  /** One line each; an empty section prints "None". */
  lines: string[];
}

export interface MyDataPdf {
  clubName: string;
  memberName: string;
  exportedAt: string;
  sections: MyDataPdfSection[];
}

const PAGE: [number, number] = [595, 842];
const TOP = 800;
const BOTTOM = 50;
/** Characters a 10-point Helvetica line holds across the page's width. */
const WRAP = 100;

function wrap(text: string): string[] {
  const out: string[] = [];
  let rest = pdfSafe(text);
  while (rest.length > WRAP) {
    const cut = rest.lastIndexOf(' ', WRAP) > 20 ? rest.lastIndexOf(' ', WRAP) : WRAP;
    out.push(rest.slice(0, cut));
    rest = `    ${rest.slice(cut).trimStart()}`;
  }
  out.push(rest);
  return out;
}

export async function renderMyDataPdf(data: MyDataPdf): Promise<Uint8Array> {
  const { doc, font, bold, ink } = await startPdf(`My data - ${data.memberName}`, data.clubName);
  let page: PDFPage = doc.addPage(PAGE);
  let y = TOP;
  const line = (text: string, f: PDFFont = font, size = 10) => {
    for (const part of wrap(text)) {
      if (y < BOTTOM) {
        page = doc.addPage(PAGE);
        y = TOP;
      }
      page.drawText(part, { x: 50, y, size, font: f, color: ink });
      y -= size + 6;
    }
  };

  line(`${data.clubName} - the data we hold about ${data.memberName}`, bold, 15);
  line(`Exported at ${data.exportedAt}`);
  for (const section of data.sections) {
    y -= 8;
    line(section.title, bold, 12);
    if (!section.lines.length) line('None');
    for (const text of section.lines) line(text);
  }
  // No object streams, so simple tools (and the tests) can read the text.
  return doc.save({ useObjectStreams: false });
}

export const money = (cents: unknown) => (typeof cents === 'number' ? formatMoney(cents) : '');
