// The swim school's levels as an ADMIN keeps them: a name, a description and their order. A level
// a student or class holds cannot be deleted.
import { SCHOOL_MESSAGES as M, swimLevelErrors } from '@portal/shared/validators';
import type { RemovalResult, SwimLevel, SwimLevelInput } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { assertFieldsValid as assertValid } from '../../lib/field-rules';
import { FieldError, HttpError } from '../../lib/http-error';
import * as repo from './repo';
import { swimSchool } from './service';
import { isUniqueViolation } from '../../lib/unique-violation';

const levelValues = (input: SwimLevelInput) => ({
  name: input.name.trim(),
  description: input.description.trim() || null,
  sortOrder: input.sortOrder,
});

async function oneLevel(db: Database, clubId: number, id: number): Promise<SwimLevel> {
  const found = (await swimSchool(db, clubId)).levels.find((l) => l.id === id);
  if (!found) throw new HttpError(404, M.levelNotFound);
  return found;
}

/** A level's name is unique in the club: the unique key's refusal becomes a message on the name. */
function refuseTakenName(error: unknown): never {
  if (isUniqueViolation(error)) throw new FieldError('name', 'The club already has a level of that name.');
  throw error;
}

export async function createLevel(db: Database, actor: ConsoleActor, input: SwimLevelInput): Promise<SwimLevel> {
  assertValid(swimLevelErrors(input));
  const row = await repo.levelRows.insert(db, actor.clubId, levelValues(input)).catch(refuseTakenName);
  const out = await oneLevel(db, actor.clubId, row.id);
  await auditChange(db, actor, 'swim-school', null, { level: out.name, sortOrder: out.sortOrder });
  return out;
}

export async function updateLevel(db: Database, actor: ConsoleActor, id: number, input: SwimLevelInput): Promise<SwimLevel> {
  const before = await oneLevel(db, actor.clubId, id);
  assertValid(swimLevelErrors(input));
  await repo.levelRows.update(db, actor.clubId, id, levelValues(input)).catch(refuseTakenName);
  const after = await oneLevel(db, actor.clubId, id);
  await auditChange(db, actor, 'swim-school', { levelId: id, ...levelValues(before) }, { levelId: id, ...levelValues(after) });
  return after;
}

export async function removeLevel(db: Database, actor: ConsoleActor, id: number): Promise<RemovalResult> {
  const before = await oneLevel(db, actor.clubId, id);
  if ((await repo.levelHolders(db, id)) > 0) throw new HttpError(409, M.levelInUse);
  await repo.levelRows.remove(db, actor.clubId, id);
  await auditChange(db, actor, 'swim-school', { level: before.name }, null);
  return { outcome: 'deleted', message: `${before.name} was deleted.` };
}
