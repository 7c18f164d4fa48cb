// The file's data rows, checked one by one in file order (the duplicate checks need every earlier
// row), as the preview and every import batch read them: the same rules, the same verdicts.
import type { ImportMapping } from '@portal/shared/contracts';
import { cellReader, checkRow, type CheckedRow } from './row-rules';
import { csvRecords, type CsvFormat } from './csv-file';

export interface FileRef {
  storedName: string;
  encoding: string;
  delimiter: string;
  headers: string[];
  mapping: ImportMapping;
}

interface CheckedLine extends CheckedRow {
  /** 0 for the first row below the header. */
  index: number;
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
}

export async function* checkedRows(dataDir: string, file: FileRef, types: Map<string, number>): AsyncGenerator<CheckedLine> {
  const read = cellReader(file.headers, file.mapping);
  const ctx = { types, emails: new Map<string, { row: number; text: string }>(), ids: new Map<string, number>() };
  const format = { encoding: file.encoding, delimiter: file.delimiter } as CsvFormat;
  let index = -1;
  for await (const record of csvRecords(dataDir, file.storedName, format)) {
    if (index >= 0) {
      const row = index + 2;
      yield { index, row, ...checkRow(record, row, read, file.mapping, ctx) };
    }
    index += 1;
  }
}

/** The file's header row, or undefined when it has none. */
export async function headerOf(dataDir: string, storedName: string, format: CsvFormat): Promise<string[] | undefined> {
  for await (const record of csvRecords(dataDir, storedName, format)) return record.map((h) => h.trim());
  return undefined;
}
