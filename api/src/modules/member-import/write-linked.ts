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
      if (!current)
        await repo.insertStudent(db, {
          ...values,
          externalId: r.externalId,
          studentNumber: `S${clubId}-${r.externalId}`.slice(0, 60),
        });
      else {
        const diff = changes(current, values);
        if (!isEmpty(diff)) await repo.updateStudent(db, current.id, diff);
      }
    }
    written += 1;
  }
  return written;
}
