// The club's class types: listed, found or made by name (the series form's "new type" and the
// console's "Add type").
import { TIMETABLE_MESSAGES as M } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import type { ConsoleActor } from '../../lib/club-audit';
import { now as clockNow } from '../../lib/clock';
import { FieldError } from '../../lib/http-error';
import * as repo from './repo';

export async function classTypes(db: Database, clubId: number) {
  return repo.classTypesOfClub(db, clubId);
}

/** The club's type of that name, the case aside. */
async function typeNamed(db: Database, clubId: number, name: string) {
  return (await repo.classTypesOfClub(db, clubId)).find((t) => t.description.toLowerCase() === name.toLowerCase());
}

/** A class type of the club by its name, created when the club has none of that name (the form's "new type"). */
export async function ensureClassType(db: Database, clubId: number, description: string): Promise<number> {
  const name = description.trim();
  if (!name) throw new FieldError('classType', M.required);
  return (await typeNamed(db, clubId, name))?.id ?? (await repo.classTypeRows.insert(db, clubId, { description: name })).id;
}

/** The console's "Add type": the club's type of that name, made (and audited) when it has none. */
export async function addClassType(db: Database, actor: ConsoleActor, description: string) {
  const name = description.trim();
  if (!name) throw new FieldError('description', M.required);
  const existing = await typeNamed(db, actor.clubId, name);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const made = await repo.classTypeRows.insert(tx, actor.clubId, { description: name });
    await repo.audit(tx, { clubId: actor.clubId, userId: actor.userId, before: {}, after: { action: 'class type created', classType: name }, at: clockNow() });
    return { id: made.id, description: made.description };
  });
}
