// The uploaded CSV on disk, read only as a stream: stored as it arrives (never held whole), its
// encoding (UTF-8, with or without a byte-order mark, else Windows-1252) and separator (comma,
// semicolon or tab) sniffed from the first bytes, then read record by record with csv-parse
// (quoted separators and newlines included) from any record's start. A file of any size costs one
// record of memory.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipe, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';

export interface CsvFormat {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: string;
}

export function importsDir(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'uploads', 'member-imports');
}

const filePath = (dataDir: string, storedName: string) => path.join(importsDir(dataDir), storedName);

/** Writes the upload to a new file as it arrives; answers its stored name and whether it was cut at the size limit. */
export async function storeUpload(dataDir: string, source: Readable): Promise<{ storedName: string; bytes: number }> {
  await mkdir(importsDir(dataDir), { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.csv`;
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, count, createWriteStream(filePath(dataDir, storedName)));
  return { storedName, bytes };
}

export async function removeUpload(dataDir: string, storedName: string): Promise<void> {
  await rm(filePath(dataDir, storedName), { force: true });
}

const SNIFF_BYTES = 64 * 1024;

/** The file's encoding and separator, from its first 64 KB. */
export async function sniffFormat(dataDir: string, storedName: string): Promise<CsvFormat> {
  const handle = await open(filePath(dataDir, storedName), 'r');
  let sample: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    sample = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  let encoding: CsvFormat['encoding'] = 'utf-8';
  try {
    // stream: true lets a character cut at the sample's end pass; a byte no UTF-8 has throws.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    encoding = 'windows-1252';
  }
  const text = new TextDecoder(encoding).decode(sample);
  return { encoding, delimiter: delimiterOf(firstLine(text)) };
}

/** The header line, outside quotes (a quoted header may hold a newline). */
function firstLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return text.slice(0, i);
  }
  return text;
}

function delimiterOf(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : ',';
}

// csv-parse reads the file's own bytes, so the offset it reports after a record is where the next
// one starts in the file. Windows-1252 is read as latin1 (one byte, one character: the separators,
// quotes and newlines are where they are) and the 32 characters the two differ in are put right.
const WINDOWS_1252 = new TextDecoder('windows-1252');
const C1_CONTROLS = /[\u0080-\u009f]/;
const fromLatin1 = (cell: string) => (C1_CONTROLS.test(cell) ? WINDOWS_1252.decode(Buffer.from(cell, 'latin1')) : cell);

/** Refused by csv-parse beyond this: one record (a row) this long is not a member. */
const MAX_RECORD_CHARS = 1_000_000;

export interface CsvRecord {
  cells: string[];
  /** The byte of the file where the next record starts. */
  end: number;
}

/**
 * The file's records from byte `from` (0: the header first; else a record's start, as an earlier
 * record's `end` said), each with where the next one starts; stops reading when the caller stops.
 */
export async function* csvRecords(dataDir: string, storedName: string, format: CsvFormat, from = 0): AsyncGenerator<CsvRecord> {
  const source = createReadStream(filePath(dataDir, storedName), { start: from });
  const latin1 = format.encoding === 'windows-1252';
  const parser = parse({
    delimiter: format.delimiter,
    bom: from === 0,
    encoding: latin1 ? 'latin1' : 'utf8',
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    info: true,
  });
  // pipeline: a read error (the file gone) destroys the parser too, so the loop below throws instead of waiting.
  pipe(source, parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
      yield { cells: latin1 ? record.map(fromLatin1) : record, end: from + info.bytes };
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
}
