// The file's data rows in file order, as the preview and every import batch read them: the same
// rules, the same verdicts. The preview reads the file once and keeps the old ids and e-mails it
// has seen; a batch reads on from the byte where the last one stopped.
import type { ImportMapping } from '@portal/shared/contracts';
import { cellReader, checkRow, seenInMemory, type CheckedRow } from './row-rules';
import { csvRecords, type CsvFormat } from './csv-file';

export interface FileRef {
  storedName: string;
  encoding: string;
  delimiter: string;
  headers: string[];
  mapping: ImportMapping;
}

/** A data row's place: its index (0 for the first row below the header) and the byte where it starts (0: the file's start). */
export interface FilePlace {
  index: number;
  offset: number;
}

export interface DataLine {
  index: number;
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  cells: string[];
  /** Where the next row starts. */
  next: FilePlace;
}

type CheckedLine = CheckedRow & Pick<DataLine, 'index' | 'row'>;

const formatOf = (file: FileRef) => ({ encoding: file.encoding, delimiter: file.delimiter }) as CsvFormat;

/** The data rows from `from` (the header is skipped when reading from the start). */
export async function* dataLines(dataDir: string, file: FileRef, from: FilePlace): AsyncGenerator<DataLine> {
  let index = from.offset === 0 ? -1 : from.index;
  for await (const { cells, end } of csvRecords(dataDir, file.storedName, formatOf(file), from.offset)) {
    if (index >= 0) yield { index, row: index + 2, cells, next: { index: index + 1, offset: end } };
    index += 1;
  }
}

/** Every data row, checked against the rows before it. */
export async function* checkedRows(dataDir: string, file: FileRef, types: Map<string, number>): AsyncGenerator<CheckedLine> {
  const read = cellReader(file.headers, file.mapping);
  const ctx = { types, seen: seenInMemory() };
  for await (const line of dataLines(dataDir, file, { index: 0, offset: 0 })) {
    yield { index: line.index, row: line.row, ...checkRow(line.cells, line.row, read, file.mapping, ctx) };
  }
}

/** The file's header row, or undefined when it has none. */
export async function headerOf(dataDir: string, storedName: string, format: CsvFormat): Promise<string[] | undefined> {
  for await (const record of csvRecords(dataDir, storedName, format)) return record.cells.map((h) => h.trim());
  return undefined;
}
