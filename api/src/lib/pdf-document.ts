// The PDFs the API draws (the membership agreement, receipts, "download my data"): pdf-lib, loaded
// on the first one drawn (start-up heap, as mjml in notifications/email-template.ts), with the two
// standard fonts and one ink.
import type { Color, PDFDocument, PDFFont } from 'pdf-lib';

/** Standard fonts only encode WinAnsi; anything else would throw, so it is replaced. */
export const pdfSafe = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7E]/g, '?');

export interface PdfStart {
  doc: PDFDocument;
  font: PDFFont;
  bold: PDFFont;
  /** The colour of all text. */
  ink: Color;
}

/** A new document with its title and author (made safe), Helvetica and Helvetica Bold embedded. */
export async function startPdf(title: string, author: string): Promise<PdfStart> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(title));
  doc.setAuthor(pdfSafe(author));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, font, bold, ink: rgb(0.1, 0.1, 0.1) };
}
