// The swim school's terms as an ADMIN keeps them: dates and make-up rules. New dates apply to the
// lessons not written yet; a term with classes cannot be deleted.
import { SCHOOL_MESSAGES as M, swimTermErrors } from '@portal/shared/validators';
import type { RemovalResult, SwimTerm, SwimTermInput } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { assertFieldsValid as assertValid } from '../../lib/field-rules';
import { HttpError } from '../../lib/http-error';
import * as repo from './repo';
import { generateSwimLessons, termOut } from './service';

const termValues = (input: SwimTermInput) => ({
  name: input.name.trim(),
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  makeupCreditsPerTerm: input.makeupCreditsPerTerm,
  makeupExpiryDays: input.makeupExpiryDays,
});

async function oneTerm(db: Database, clubId: number, id: number): Promise<SwimTerm> {
  const found = (await repo.termsOfClub(db, clubId)).find((t) => t.term.id === id);
  if (!found) throw new HttpError(404, M.termNotFound);
  return termOut(found.term, Number(found.classes));
}

export async function createTerm(db: Database, actor: ConsoleActor, input: SwimTermInput): Promise<SwimTerm> {
  assertValid(swimTermErrors(input));
  const row = await repo.termRows.insert(db, actor.clubId, termValues(input));
  const out = termOut(row, 0);
  await auditChange(db, actor, 'swim-school', null, { term: out.name, ...termValues(out) });
  return out;
}

/** A term's new dates apply to its lessons not written yet; lessons already written stay (booked students keep them). */
export async function updateTerm(db: Database, actor: ConsoleActor, id: number, input: SwimTermInput): Promise<SwimTerm> {
  const before = await oneTerm(db, actor.clubId, id);
  assertValid(swimTermErrors(input));
  return db.transaction(async (tx) => {
    await repo.termRows.update(tx, actor.clubId, id, termValues(input));
    await generateSwimLessons(tx, actor.clubId);
    const after = await oneTerm(tx, actor.clubId, id);
    await auditChange(tx, actor, 'swim-school', { termId: id, ...termValues(before) }, { termId: id, ...termValues(after) });
    return after;
  });
}

export async function removeTerm(db: Database, actor: ConsoleActor, id: number): Promise<RemovalResult> {
  const before = await oneTerm(db, actor.clubId, id);
  if (before.classes > 0) throw new HttpError(409, M.termInUse);
  await repo.termRows.remove(db, actor.clubId, id);
  await auditChange(db, actor, 'swim-school', { term: before.name }, null);
  return { outcome: 'deleted', message: `${before.name} was deleted.` };
}
