// Member import, the club's ADMIN's way of bringing members over from its old system: upload
// (stored as it streams, refused when it carries card numbers), mapping (guessed, remembered per
// club), preview (every bad row named), then the import itself in batches on the job table
// (import-job.ts), resumable from its cursor. Another club's import is a 404.
import type { Readable } from 'node:stream';
import {
  IMPORT_FIELD_KEYS,
  IMPORT_FILE_EMPTY_MESSAGE,
  IMPORT_FILE_TOO_LARGE_MESSAGE,
  IMPORT_MAX_COLUMNS,
  IMPORT_NEEDS_ID_MESSAGE,
  IMPORT_NEEDS_NAMES_MESSAGE,
  IMPORT_NOT_FAILED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STARTED_MESSAGE,
  IMPORT_TOO_MANY_COLUMNS_MESSAGE,
  IMPORT_UNKNOWN_COLUMN_MESSAGE,
  IMPORT_UNKNOWN_FIELD_MESSAGE,
  IMPORT_UNREADABLE_MESSAGE,
  importCardColumnMessage,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportRowProblem,
  type MemberImport,
  PREVIEW_PROBLEM_ROWS,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { nowMs } from '../../lib/clock';
import type { ConsoleActor } from '../../lib/club-audit';
import { HttpError } from '../../lib/http-error';
import { cardColumn, guessMapping, rememberedFrom } from './column-guess';
import { removeUpload, sniffFormat, storeUpload } from './csv-file';
import { scheduleImportBatch } from './import-job';
import * as repo from './repo';
import { isLinked } from './row-rules';
import { checkedRows, headerOf } from './rows';

function out(r: repo.ImportRow): MemberImport {
  return {
    id: r.id,
    fileName: r.fileName,
    status: r.status,
    headers: r.headers,
    mapping: r.mapping,
    totalRows: r.totalRows,
    goodRows: r.goodRows,
    badRows: r.badRows,
    processedRows: r.processedRows,
    importedRows: r.importedRows,
    createdAt: r.createdAt.toISOString(),
  };
}

async function ownImport(db: Database, actor: ConsoleActor, id: number): Promise<repo.ImportRow> {
  const found = await repo.findImport(db, actor.clubId, id);
  if (!found) throw new HttpError(404, IMPORT_NOT_FOUND_MESSAGE);
  return found;
}

export async function listImports(db: Database, actor: ConsoleActor): Promise<MemberImport[]> {
  return (await repo.listImports(db, actor.clubId)).map(out);
}

export async function getImport(db: Database, actor: ConsoleActor, id: number): Promise<MemberImport> {
  return out(await ownImport(db, actor, id));
}

interface Upload {
  fileName: string;
  stream: Readable;
  /** The upload was cut at the size limit. */
  truncated: () => boolean;
}

/** Stores the file and reads its header; a refused file is deleted before the answer. */
export async function uploadFile(db: Database, dataDir: string, actor: ConsoleActor, upload: Upload): Promise<MemberImport> {
  const { storedName } = await storeUpload(dataDir, upload.stream);
  try {
    if (upload.truncated()) throw new HttpError(400, IMPORT_FILE_TOO_LARGE_MESSAGE);
    let format;
    let headers;
    try {
      format = await sniffFormat(dataDir, storedName);
      headers = await headerOf(dataDir, storedName, format);
    } catch {
      throw new HttpError(400, IMPORT_UNREADABLE_MESSAGE);
    }
    if (!headers || headers.every((h) => !h)) throw new HttpError(400, IMPORT_FILE_EMPTY_MESSAGE);
    if (headers.length > IMPORT_MAX_COLUMNS) throw new HttpError(400, IMPORT_TOO_MANY_COLUMNS_MESSAGE);
    const card = cardColumn(headers);
    if (card) throw new HttpError(400, importCardColumnMessage(card));
    const mapping = guessMapping(headers, await repo.rememberedMapping(db, actor.clubId));
    const row = await repo.insertImport(db, {
      clubId: actor.clubId,
      fileName: upload.fileName.slice(0, 200) || 'members.csv',
      storedName,
      encoding: format.encoding,
      delimiter: format.delimiter,
      headers,
      mapping,
      createdBy: actor.userId,
    });
    return out(row);
  } catch (err) {
    await removeUpload(dataDir, storedName);
    throw err;
  }
}

function mappingErrors(headers: string[], mapping: Record<string, string>): string | undefined {
  for (const [field, header] of Object.entries(mapping)) {
    if (!IMPORT_FIELD_KEYS.includes(field as ImportField)) return IMPORT_UNKNOWN_FIELD_MESSAGE;
    if (!headers.includes(header)) return IMPORT_UNKNOWN_COLUMN_MESSAGE;
  }
  if (!mapping.firstName || !mapping.lastName) return IMPORT_NEEDS_NAMES_MESSAGE;
  if (!mapping.externalId) return IMPORT_NEEDS_ID_MESSAGE;
  return undefined;
}

/** The club's choice of columns for this import (before it starts); remembered for the club's next file. */
export async function setMapping(db: Database, actor: ConsoleActor, id: number, mapping: Record<string, string>): Promise<MemberImport> {
  const imp = await ownImport(db, actor, id);
  if (imp.status !== 'uploaded') throw new HttpError(409, IMPORT_STARTED_MESSAGE);
  const clean = Object.fromEntries(Object.entries(mapping).filter(([, header]) => header));
  const error = mappingErrors(imp.headers, clean);
  if (error) throw new HttpError(400, error);
  await repo.updateImport(db, id, { mapping: clean, totalRows: null, goodRows: null, badRows: null });
  await repo.rememberMapping(db, actor.clubId, { ...(await repo.rememberedMapping(db, actor.clubId)), ...rememberedFrom(clean as ImportMapping) });
  return out(await ownImport(db, actor, id));
}

async function typesByName(db: Database, clubId: number): Promise<Map<string, number>> {
  return new Map((await repo.clubTypes(db, clubId)).map((t) => [t.description.toLowerCase(), t.id]));
}

/**
 * Reads the whole file through the mapping: how many rows are good, and each bad row's problems
 * (the first PREVIEW_PROBLEM_ROWS). A child or swim student must point at a good person row of the
 * file or a member the club imported before.
 */
export async function preview(db: Database, dataDir: string, actor: ConsoleActor, id: number): Promise<ImportPreview> {
  const imp = await ownImport(db, actor, id);
  const error = mappingErrors(imp.headers, imp.mapping);
  if (error) throw new HttpError(400, error);
  const types = await typesByName(db, actor.clubId);
  const goodPeople = new Set<string>();
  const problems: ImportRowProblem[] = [];
  const linked: Array<ImportRowProblem & { ref: string; column: string }> = [];
  let total = 0;
  let bad = 0;
  try {
    for await (const line of checkedRows(dataDir, imp, types)) {
      total += 1;
      if (isLinked(line.person)) {
        const ref = line.person.parentId ?? line.person.guardianId ?? '';
        const column = (line.person.parentId ? imp.mapping.parentId : imp.mapping.guardianId) ?? '';
        linked.push({ row: line.row, name: line.name, problems: line.problems, ref, column });
      } else if (line.problems.length) {
        bad += 1;
        if (problems.length < PREVIEW_PROBLEM_ROWS) problems.push({ row: line.row, name: line.name, problems: line.problems });
      } else goodPeople.add(line.person.externalId);
    }
  } catch {
    throw new HttpError(400, IMPORT_UNREADABLE_MESSAGE);
  }
  const missing = [...new Set(linked.map((l) => l.ref).filter((ref) => !goodPeople.has(ref)))];
  const known = new Set((await repo.membersByExternalId(db, actor.clubId, missing)).map((m) => m.externalId));
  for (const l of linked) {
    if (!goodPeople.has(l.ref) && !known.has(l.ref)) l.problems.push(`${l.column} ${l.ref} is not a member in the file or at the club.`);
    if (l.problems.length) {
      bad += 1;
      problems.push({ row: l.row, name: l.name, problems: l.problems });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  await repo.updateImport(db, id, { totalRows: total, goodRows: total - bad, badRows: bad });
  return { import: out(await ownImport(db, actor, id)), problems: problems.slice(0, PREVIEW_PROBLEM_ROWS) };
}

/** Starts the batches (once); the console polls the import for its progress. */
export async function startImport(db: Database, actor: ConsoleActor, id: number): Promise<MemberImport> {
  const imp = await ownImport(db, actor, id);
  const error = mappingErrors(imp.headers, imp.mapping);
  if (error) throw new HttpError(400, error);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (!(await repo.startImport(t, actor.clubId, id))) throw new HttpError(409, IMPORT_STARTED_MESSAGE);
    await scheduleImportBatch(t, id, 1, 0);
  });
  return out(await ownImport(db, actor, id));
}

/** A failed import goes on from its cursor: the rows it reported imported stay, the rest follow. */
export async function resumeImport(db: Database, actor: ConsoleActor, id: number): Promise<MemberImport> {
  await ownImport(db, actor, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const imp = await repo.lockImport(t, id);
    if (imp?.status !== 'failed') throw new HttpError(409, IMPORT_NOT_FAILED_MESSAGE);
    await repo.updateImport(t, id, { status: 'importing', finishedAt: null });
    await scheduleImportBatch(t, id, imp.phase, imp.cursor, nowMs());
  });
  return out(await ownImport(db, actor, id));
}
