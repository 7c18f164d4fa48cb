// One batch of an import, inside the job's transaction: the next BATCH_ROWS rows of the file from
// the import's cursor, written with their state, and the cursor moved on in the same transaction,
// so a crash mid-batch rolls back both and the batch runs again: the club holds exactly the rows
// the import reports. Person rows go in phase 1, rows linked to another (a child's parent, a swim
// student's guardian) in phase 2, when every person they can point at is in. Each row is found
// again by its old system id: an unchanged row writes nothing, a changed one is updated.
import { clubToday } from '../../lib/club-calendar';
import { now } from '../../lib/clock';
import type { Database } from '../../db/client';
import * as repo from './repo';
import { isLinked, type ImportedPerson } from './row-rules';
import { checkedRows, type FileRef } from './rows';

const BATCH_ROWS = 1000;

type TypeInfo = { id: number; description: string; isDirectDebit: boolean };

interface BatchOutcome {
  phase: number;
  cursor: number;
  /** Rows of the phase's kind the batch looked at (bad ones included). */
  processed: number;
  imported: number;
  done: boolean;
}

export async function runBatch(db: Database, dataDir: string, imp: repo.ImportRow): Promise<BatchOutcome> {
  const types = await repo.clubTypes(db, imp.clubId);
  const byName = new Map(types.map((t) => [t.description.toLowerCase(), t.id]));
  const byId = new Map(types.map((t) => [t.id, t]));
  const batch: ImportedPerson[] = [];
  let processed = 0;
  let reachedEnd = true;
  let cursor = imp.cursor;
  const file: FileRef = { ...imp, mapping: imp.mapping };
  // A batch is BATCH_ROWS rows of its phase's kind: the rows of the other kind pass by uncounted,
  // so the phase of the few linked rows reads the file through once, not once per BATCH_ROWS lines
  // (each batch reads the file from its start: the duplicate checks need every earlier row).
  for await (const line of checkedRows(dataDir, file, byName)) {
    if (line.index < imp.cursor) continue;
    if (processed >= BATCH_ROWS) {
      reachedEnd = false;
      break;
    }
    cursor = line.index + 1;
    if (isLinked(line.person) !== (imp.phase === 2)) continue;
    processed += 1;
    if (!line.problems.length) batch.push(line.person);
  }
  const today = clubToday(now(), await repo.clubTimeZone(db, imp.clubId));
  const imported = imp.phase === 1 ? await writePeople(db, imp.clubId, batch, byId, today) : await writeLinked(db, imp.clubId, batch);
  const next = reachedEnd && imp.phase === 1 ? { phase: 2, cursor: 0 } : { phase: imp.phase, cursor };
  return { ...next, processed, imported, done: reachedEnd && imp.phase === 2 };
}

/** The columns of `next` whose value differs from `current` (dates as text, null for absent). */
function changes<T extends Record<string, unknown>>(current: Record<string, unknown>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(next)) {
    if ((current[key] ?? null) !== (value ?? null)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

const isEmpty = (o: object) => Object.keys(o).length === 0;

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
    let membershipId: number;
    if (!current) membershipId = await repo.insertMembership(db, memberId, { ...values, signupDetails: { source: 'member-import' } });
    else {
      membershipId = current.id;
      const diff = changes(current, values);
      if (!isEmpty(diff)) await repo.updateMembership(db, current.id, diff);
    }
    if (p.suspension) {
      const open = current ? await repo.openSuspension(db, membershipId) : undefined;
      if (!open) await repo.insertSuspension(db, membershipId, p.suspension.from, p.suspension.to);
      else {
        const diff = changes(open, { fromDate: p.suspension.from, toDate: p.suspension.to });
        if (!isEmpty(diff)) await repo.setSuspension(db, open.id, diff);
      }
    }
  }
  return people.length;
}

/** Children under their parent (member_kids), swim students under their guardian's family; a row whose person is missing is skipped. */
async function writeLinked(db: Database, clubId: number, rows: ImportedPerson[]): Promise<number> {
  let written = 0;
  const people = new Map(
    (await repo.membersByExternalId(db, clubId, [...new Set(rows.map((r) => r.parentId ?? r.guardianId ?? ''))])).map((m) => [m.externalId ?? '', m]),
  );
  for (const r of rows) {
    const person = people.get(r.parentId ?? r.guardianId ?? '');
    if (!person) continue;
    if (r.parentId) {
      const values = { memberId: person.id, firstName: r.firstName, lastName: r.lastName, dateOfBirth: r.dateOfBirth, gender: r.gender };
      const current = await repo.kidByExternalId(db, clubId, r.externalId);
      if (!current) await repo.insertKid(db, { ...values, externalId: r.externalId });
      else {
        const diff = changes(current, values);
        if (!isEmpty(diff)) await repo.updateKid(db, current.id, diff);
      }
    } else {
      const guardian =
        (await repo.guardianByExternalId(db, clubId, person.externalId ?? '')) ??
        (await repo.insertGuardian(db, {
          clubId,
          externalId: person.externalId,
          memberNumber: `G${person.memberNumber}`,
          familyName: person.lastName,
          personName: `${person.firstName} ${person.lastName}`,
          personContactNumber: person.mobile,
          email: person.email,
          street: person.street,
          subUrb: person.suburb,
          state: person.state,
          postalCode: person.postCode,
        }));
      const values = {
        guardianId: guardian.id,
        name: `${r.firstName} ${r.lastName}`,
        birthday: r.dateOfBirth,
        gender: r.gender,
        email: r.email,
        mobile: r.mobile,
      };
      const current = await repo.studentByExternalId(db, clubId, r.externalId);
      if (!current) await repo.insertStudent(db, { ...values, externalId: r.externalId, studentNumber: `S${clubId}-${r.externalId}`.slice(0, 60) });
      else {
        const diff = changes(current, values);
        if (!isEmpty(diff)) await repo.updateStudent(db, current.id, diff);
      }
    }
    written += 1;
  }
  return written;
}
