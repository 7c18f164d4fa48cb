// Everything a club owns, for leaving or for its own reports: a zip (yazl, streamed) holding a CSV
// per table (csv-stringify; cells made spreadsheet-safe), one JSON document of every table, and
// the signatures as PNG files. Each table is read a page at a time while the zip streams out, so
// memory stays flat for any club size.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { findClub } from '../../lib/club-time';
import * as repo from './repo';
import { spreadsheetSafe } from './spreadsheet-safe';

const PAGE = 2000;

/** The table's club rows a page at a time: one chunk a page through the zip, not one a row (a big club's million bookings). */
async function* tablePages(db: Database, spec: repo.ExportTable, clubId: number): AsyncGenerator<Record<string, unknown>[]> {
  let after = 0;
  for (;;) {
    const page = await repo.pageOf(db, spec, clubId, after, PAGE);
    for (const row of page) for (const column of spec.omit ?? []) delete row[column];
    if (page.length) yield page;
    if (page.length < PAGE) return;
    after = Number(page[page.length - 1]?.id ?? after);
  }
}

const CSV_OPTIONS = { cast: { boolean: (v: boolean) => (v ? 'true' : 'false') } };

async function* csvChunks(db: Database, spec: repo.ExportTable, clubId: number): AsyncGenerator<string> {
  // The column names are the first record written (the table's columns, also when it has no rows).
  const columns = (await repo.columnsOf(db, spec.table)).filter((c) => !(spec.omit ?? []).includes(c));
  yield stringify([columns], { ...CSV_OPTIONS, bom: true });
  for await (const page of tablePages(db, spec, clubId)) {
    yield stringify(
      page.map((row) => columns.map((c) => spreadsheetSafe(row[c]))),
      CSV_OPTIONS,
    );
  }
}

async function* jsonDocument(db: Database, clubId: number): AsyncGenerator<string> {
  yield `{"exportedAt":${JSON.stringify(now().toISOString())}`;
  for (const spec of repo.EXPORT_TABLES) {
    yield `,${JSON.stringify(spec.name)}:[`;
    let first = true;
    for await (const page of tablePages(db, spec, clubId)) {
      yield (first ? '' : ',') + page.map((row) => JSON.stringify(row)).join(',');
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

/** 'club-export-YYYY-MM-DD.zip', dated on the club's own calendar (an export at 8 am in Sydney is today's, not UTC's yesterday). */
export async function exportFileName(db: Database, clubId: number): Promise<string> {
  const club = await findClub(db, clubId);
  return `club-export-${clubToday(now(), club.timeZone)}.zip`;
}

/** The zip's bytes as they are made; the caller pipes them to the response. */
export async function clubExport(db: Database, clubId: number): Promise<NodeJS.ReadableStream> {
  const zip = new ZipFile();
  for (const spec of repo.EXPORT_TABLES) zip.addReadStreamLazy(`csv/${spec.name}.csv`, (cb) => cb(null, Readable.from(csvChunks(db, spec, clubId))));
  zip.addReadStreamLazy('club.json', (cb) => cb(null, Readable.from(jsonDocument(db, clubId))));
  for (const table of ['memberships', 'waivers'] as const) {
    for (const id of await repo.signedIds(db, table, clubId)) {
      zip.addReadStreamLazy(`signatures/${table}-${id}.png`, (cb) => {
        repo.signatureOf(db, table, id).then(
          (png) => cb(null, Readable.from([Buffer.from((png ?? '').replace(/^data:image\/png;base64,/, ''), 'base64')])),
          (err) => cb(err, Readable.from([])),
        );
      });
    }
  }
  zip.end();
  return zip.outputStream;
}
