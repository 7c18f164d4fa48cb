// Reads what a generated PDF shows, so tests can assert on the text a member sees.
import { inflateSync } from 'node:zlib';

/** Text shown by a PDF: inflates each stream and decodes the hex strings of Tj operators. */
export function pdfText(buf: Buffer): string {
  const out: string[] = [];
  const raw = buf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body = buf.subarray(start, end);
    try {
      body = inflateSync(body);
    } catch {
      /* not flate */
    }
    for (const h of body.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(h[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}
