// The membership agreement as a real PDF (pdf-lib: pure JS, embeds PNG signatures).
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { pdfSafe, startPdf } from '../../lib/pdf-document';
import { inspectImage, SIGNATURE_LIMITS } from '../images';

export interface TermsData {
  clubName: string;
  memberName: string;
  memberNumber: string;
  dateOfBirth: string;
  email: string;
  address: string;
  membershipName: string;
  contractType: string;
  membershipStartDate: string;
  paymentStartDate: string;
  minimumPeriod: string;
  /** [label, amount text] rows */
  feeRows: [string, string][];
  specialConditions: string;
  /** PNG data URLs or bare base64; empty when not signed yet. */
  signature?: string | null;
  guarantorSignature?: string | null;
  signedAt?: string | null;
}

const TERMS = [
  'The member agrees to pay the fees set out above on the dates shown, and authorises the club to debit',
  'the nominated account or card for each regular payment until the membership is cancelled in writing',
  'after the minimum period. A suspension moves the next payment date by the suspended days.',
  'The member agrees to follow the club rules and the staff directions while on the premises.',
];

function pngBytes(data: string): Buffer {
  return Buffer.from(data.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/**
 * The stored signature as a PDF image, or null when it cannot be one. pdf-lib decodes PNGs in
 * plain JS on the event loop, so the header is checked first: rows stored before signatures were
 * validated must neither stall the instance nor turn every download of the agreement into a 500.
 */
async function embedSignature(doc: PDFDocument, sig: string): Promise<PDFImage | null> {
  const bytes = pngBytes(sig);
  try {
    await inspectImage(bytes, SIGNATURE_LIMITS);
    return await doc.embedPng(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

export async function renderTermsPdf(data: TermsData): Promise<Uint8Array> {
  const { doc, font, bold, ink } = await startPdf(`Membership agreement - ${data.memberName}`, data.clubName);
  const page = doc.addPage([595, 842]);
  let y = 800;
  const line = (text: string, f: PDFFont = font, size = 10, p: PDFPage = page) => {
    p.drawText(pdfSafe(text), { x: 50, y, size, font: f, color: ink });
    y -= size + 6;
  };

  line(`${data.clubName} - Membership Agreement`, bold, 16);
  y -= 6;
  line('Member', bold, 12);
  line(`Name: ${data.memberName}`);
  line(`Member number: ${data.memberNumber}`);
  line(`Date of birth: ${data.dateOfBirth}`);
  line(`Email: ${data.email}`);
  line(`Address: ${data.address}`);
  y -= 6;
  line('Membership', bold, 12);
  line(`Membership: ${data.membershipName} (${data.contractType})`);
  line(`Membership start date: ${data.membershipStartDate}`);
  line(`Payment start date: ${data.paymentStartDate}`);
  line(`Minimum period: ${data.minimumPeriod}`);
  y -= 6;
  line('Fees', bold, 12);
  for (const [label, amount] of data.feeRows) line(`${label}: ${amount}`);
  y -= 6;
  line('Special conditions', bold, 12);
  line(data.specialConditions || 'None');
  y -= 6;
  line('Terms and conditions', bold, 12);
  for (const t of TERMS) line(t, font, 9);
  y -= 10;

  line('Signatures', bold, 12);
  const drawSignature = async (label: string, sig: string | null | undefined) => {
    if (!sig) {
      line(`${label}: not signed yet`);
      return;
    }
    const image = await embedSignature(doc, sig);
    if (!image) {
      line(`${label}: on file, but it cannot be shown`);
      return;
    }
    const scaled = image.scaleToFit(175, 100);
    line(`${label}:`);
    page.drawImage(image, { x: 50, y: y - scaled.height + 10, width: scaled.width, height: scaled.height });
    y -= scaled.height + 4;
  };
  await drawSignature('Member signature', data.signature);
  if (data.guarantorSignature) await drawSignature('Parent guarantor signature', data.guarantorSignature);
  if (data.signedAt) line(`Signed at: ${data.signedAt}`);
  // No object streams, so the file stays readable by simple tools (the e2e reads its text).
  return doc.save({ useObjectStreams: false });
}
