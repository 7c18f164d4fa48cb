// The batch's linked rows (phase 2), each under the person it points at: a child under its parent
// (member_kids), a swim student under its guardian's family (made from the person when missing).
// Found again by the old system's id; a row whose person is missing is skipped.
import type { Database } from '../../db/client';
import * as repo from './repo';
import { changes, isEmpty } from './row-changes';
import type { ImportedPerson } from './row-rules';

/** Children under their parent (member_kids), swim students under their guardian's family; a row whose person is missing is skipped. */
export async function writeLinked(db: Database, clubId: number, rows: ImportedPerson[]): Promise<number> {
  let written = 0;
  const people = new Map(
    (await repo.membersByExternalId(db, clubId, [...new Set(rows.map((r) => r.parentId ?? r.guardianId ?? ''))])).map(
      (m) => [m.externalId ?? '', m],
    ),
  );
  for (const r of rows) {
    const person = people.get(r.parentId ?? r.guardianId ?? '');
    if (!person) continue;
    if (r.parentId) {
      const values = {
        memberId: person.id,
        firstName: r.firstName,
        lastName: r.lastName,
        dateOfBirth: r.dateOfBirth,
        gender: r.gender,
      };
      await saveLinked(db, repo.kidRows, clubId, r.externalId, values, { ...values, externalId: r.externalId });
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
      await saveLinked(db, repo.studentRows, clubId, r.externalId, values, {
        ...values,
        externalId: r.externalId,
        studentNumber: `S${clubId}-${r.externalId}`.slice(0, 60),
      });
    }
    written += 1;
  }
  return written;
}

interface LinkedRows<Row, Values> {
  byExternalId(db: Database, clubId: number, externalId: string): Promise<Row | undefined>;
  insert(db: Database, values: Values): Promise<void>;
  update(db: Database, id: number, values: Partial<Values>): Promise<void>;
}

/** Inserts `newRow` when the club has no row with this old id, else updates the columns of `values` that changed. */
async function saveLinked<Row extends { id: number }, Values>(
  db: Database,
  rows: LinkedRows<Row, Values>,
  clubId: number,
  externalId: string,
  values: Partial<Values> & Record<string, unknown>,
  newRow: Values,
): Promise<void> {
  const current = await rows.byExternalId(db, clubId, externalId);
  if (!current) await rows.insert(db, newRow);
  else {
    const diff = changes(current, values);
    // The changed columns of `values`, so the row's own type.
    if (!isEmpty(diff)) await rows.update(db, current.id, diff as Partial<Values>);
  }
}
