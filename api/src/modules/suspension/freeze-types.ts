// The club's freeze types, set by its ADMIN in the console (/club/memberships): the list, add,
// change and retire (a type freezes already taken keep pointing at, so it is never deleted).
import type { FreezeType, FreezeTypeInput, RemovalResult } from '@portal/shared/contracts';
import { freezeTypeErrors } from '@portal/shared/validators';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { freezeTypes } from '../../db/schema';
import { assertFieldsValid } from '../../lib/field-rules';
import { HttpError } from '../../lib/http-error';

export const FREEZE_TYPE_NOT_FOUND = 'That freeze type was not found.';

type Row = typeof freezeTypes.$inferSelect;

const out = (r: Row): FreezeType => ({
  id: r.id,
  name: r.name,
  minDays: r.minDays,
  maxDays: r.maxDays,
  feeKind: r.feeKind,
  feeCents: r.feeCents,
  maxPerYear: r.maxPerYear,
  noticeDays: r.noticeDays,
  active: r.active,
});

function values(input: FreezeTypeInput) {
  assertFieldsValid(freezeTypeErrors(input));
  const { name, ...rest } = input;
  return { name: name.trim(), ...rest };
}

/** Every type (console) or the active ones (a member choosing). */
export async function listFreezeTypes(db: Database, clubId: number, activeOnly = false): Promise<FreezeType[]> {
  const rows = await db
    .select()
    .from(freezeTypes)
    .where(and(eq(freezeTypes.clubId, clubId), activeOnly ? eq(freezeTypes.active, true) : undefined))
    .orderBy(asc(freezeTypes.id));
  return rows.map(out);
}

export async function createFreezeType(db: Database, clubId: number, input: FreezeTypeInput): Promise<FreezeType> {
  const [row] = await db.insert(freezeTypes).values({ clubId, ...values(input) }).returning();
  return out(row!);
}

export async function updateFreezeType(db: Database, clubId: number, id: number, input: FreezeTypeInput & { active?: boolean }): Promise<FreezeType> {
  const [row] = await db
    .update(freezeTypes)
    .set({ ...values(input), ...(input.active === undefined ? {} : { active: input.active }) })
    .where(and(eq(freezeTypes.id, id), eq(freezeTypes.clubId, clubId)))
    .returning();
  if (!row) throw new HttpError(404, FREEZE_TYPE_NOT_FOUND);
  return out(row);
}

export async function retireFreezeType(db: Database, clubId: number, id: number): Promise<RemovalResult> {
  const [row] = await db.update(freezeTypes).set({ active: false }).where(and(eq(freezeTypes.id, id), eq(freezeTypes.clubId, clubId))).returning();
  if (!row) throw new HttpError(404, FREEZE_TYPE_NOT_FOUND);
  return { outcome: 'retired', message: `${row.name} is retired: members can no longer choose it; freezes taken under it stand.` };
}
