// One batch of an import, inside the job's transaction: the next BATCH_ROWS rows of the file from
// the import's cursor (its row and the byte where that row starts, so a batch reads only its own
// rows), written with their state, and the cursor moved on in the same transaction, so a crash
// mid-batch rolls back both and the batch runs again: the club holds exactly the rows the import
// reports. Person rows go in phase 1, rows linked to another (a child's parent, a swim student's
// guardian) in phase 2, when every person they can point at is in. Each row is found again by its
// old system id: an unchanged row writes nothing, a changed one is updated. A row repeating an
// earlier row's old id or e-mail is named from the keys the earlier batches kept (member_import_keys).
import { clubToday } from '../../lib/club-calendar';
import { now } from '../../lib/clock';
import type { Database } from '../../db/client';
import * as repo from './repo';
import { cellReader, checkRow, isLinked, isLinkedRecord, recordKeys, type FirstSeen, type ImportedPerson, type SeenKeys } from './row-rules';
import { changes, isEmpty } from './row-changes';
import { dataLines, type DataLine, type FilePlace } from './rows';
import { writeLinked } from './write-linked';

const BATCH_ROWS = 1000;

type TypeInfo = { id: number; description: string; isDirectDebit: boolean };

interface BatchOutcome {
  phase: number;
  next: FilePlace;
  /** Rows of the phase's kind the batch looked at (bad ones included). */
  processed: number;
  imported: number;
  done: boolean;
}

/** The kept keys of the batch's rows, and the ones its rows add (written with the batch). */
async function batchSeen(db: Database, importId: number, keys: string[]): Promise<SeenKeys & { added: Array<FirstSeen & { key: string }> }> {
  const known = new Map((await repo.importKeys(db, importId, [...new Set(keys)])).map((k) => [k.key, { row: k.row, text: k.text }]));
  const added: Array<FirstSeen & { key: string }> = [];
  return {
    added,
    first: (key) => known.get(key),
    add: (key, seen) => {
      known.set(key, seen);
      added.push({ key, ...seen });
    },
  };
}

/**
 * The batch's rows from the cursor. Phase 1 takes the next BATCH_ROWS rows of any kind (linked rows
 * are checked too: their old ids count for the rows after them); phase 2 passes the person rows by
 * and takes the next BATCH_ROWS linked rows, so it reads the file through once.
 */
async function readBatch(dataDir: string, imp: repo.ImportRow, read: ReturnType<typeof cellReader>) {
  const lines: DataLine[] = [];
  let next: FilePlace = { index: imp.cursor, offset: imp.cursorOffset };
  let processed = 0;
  let reachedEnd = true;
  for await (const line of dataLines(dataDir, imp, next)) {
    if ((imp.phase === 1 ? lines.length : processed) >= BATCH_ROWS) {
      reachedEnd = false;
      break;
    }
    next = line.next;
    const linked = isLinkedRecord(line.cells, read);
    if (linked === (imp.phase === 2)) processed += 1;
    if (imp.phase === 1 || linked) lines.push(line);
  }
  return { lines, next, processed, reachedEnd };
}

export async function runBatch(db: Database, dataDir: string, imp: repo.ImportRow): Promise<BatchOutcome> {
  const types = await repo.clubTypes(db, imp.clubId);
  const byName = new Map(types.map((t) => [t.description.toLowerCase(), t.id]));
  const byId = new Map(types.map((t) => [t.id, t]));
  const read = cellReader(imp.headers, imp.mapping);
  const { lines, next, processed, reachedEnd } = await readBatch(dataDir, imp, read);
  const seen = await batchSeen(db, imp.id, lines.flatMap((l) => recordKeys(l.cells, read)));
  const batch: ImportedPerson[] = [];
  for (const line of lines) {
    const { person, problems } = checkRow(line.cells, line.row, read, imp.mapping, { types: byName, seen });
    if (isLinked(person) === (imp.phase === 2) && !problems.length) batch.push(person);
  }
  const today = clubToday(now(), await repo.clubTimeZone(db, imp.clubId));
  const imported = imp.phase === 1 ? await writePeople(db, imp.clubId, batch, byId, today) : await writeLinked(db, imp.clubId, batch);
  await repo.insertImportKeys(db, imp.id, seen.added);
  const phaseEnds = reachedEnd && imp.phase === 1;
  return { phase: phaseEnds ? 2 : imp.phase, next: phaseEnds ? { index: 0, offset: 0 } : next, processed, imported, done: reachedEnd && imp.phase === 2 };
}

function memberValues(p: ImportedPerson) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    mobile: p.mobile,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender,
    street: p.street,
    suburb: p.suburb,
    state: p.state,
    postCode: p.postCode,
    processorReference: p.processorReference,
  };
}

async function writePeople(db: Database, clubId: number, people: ImportedPerson[], types: Map<number, TypeInfo>, today: string): Promise<number> {
  if (!people.length) return 0;
  const existing = new Map((await repo.membersByExternalId(db, clubId, people.map((p) => p.externalId))).map((m) => [m.externalId ?? '', m]));
  const fresh = people.filter((p) => !existing.has(p.externalId));
  let number = fresh.length ? await repo.nextMemberNumber(db) : 0;
  const inserted = await repo.insertMembers(
    db,
    fresh.map((p) => {
      const memberNumber = String(number++);
      return { clubId, externalId: p.externalId, memberNumber, barcode: `9${memberNumber}`, status: 'active' as const, ...memberValues(p) };
    }),
  );
  const ids = new Map<string, number>(inserted.map((r) => [r.externalId ?? '', r.id]));
  for (const p of people) {
    const current = existing.get(p.externalId);
    if (!current) continue;
    ids.set(p.externalId, current.id);
    const diff = changes(current, memberValues(p));
    if (!isEmpty(diff)) await repo.updateMember(db, current.id, diff);
  }
  const withMembership = people.filter((p) => p.membership);
  const held = new Map((await repo.firstMemberships(db, withMembership.map((p) => ids.get(p.externalId) ?? 0))).map((m) => [m.memberId, m]));
  // A member's first membership and its suspension go in with the batch's others, one statement each.
  const added: Array<{ values: repo.NewMembership; suspension: ImportedPerson['suspension'] }> = [];
  for (const p of withMembership) {
    const m = p.membership!;
    const memberId = ids.get(p.externalId)!;
    const type = types.get(m.typeId)!;
    const values = {
      membershipTypeId: m.typeId,
      contractType: type.isDirectDebit ? ('Direct Debit' as const) : ('Paid in Full' as const),
      status: m.endDate && m.endDate < today ? ('ended' as const) : ('active' as const),
      startDate: m.startDate,
      paymentStartDate: m.startDate,
      expiryDate: m.endDate,
      nextPaymentDate: m.nextDebitDate,
      nextPaymentAmountCents: m.nextDebitAmountCents,
      sessionsRemaining: m.sessionsLeft,
    };
    const current = held.get(memberId);
    if (!current) {
      added.push({ values: { ...values, memberId, signupDetails: { source: 'member-import' } }, suspension: p.suspension });
      continue;
    }
    const diff = changes(current, values);
    if (!isEmpty(diff)) await repo.updateMembership(db, current.id, diff);
    if (p.suspension) {
      const open = await repo.openSuspension(db, current.id);
      if (!open) await repo.insertSuspensions(db, [{ membershipId: current.id, fromDate: p.suspension.from, toDate: p.suspension.to }]);
      else {
        const diff = changes(open, { fromDate: p.suspension.from, toDate: p.suspension.to });
        if (!isEmpty(diff)) await repo.setSuspension(db, open.id, diff);
      }
    }
  }
  const membershipIds = await repo.insertMemberships(db, added.map((a) => a.values));
  await repo.insertSuspensions(
    db,
    added.flatMap((a) => (a.suspension ? [{ membershipId: membershipIds.get(a.values.memberId)!, fromDate: a.suspension.from, toDate: a.suspension.to }] : [])),
  );
  return people.length;
}
