// The club's promo codes as an ADMIN keeps them in the console: a discount on a membership's
// fees, for a window and a number of uses. A code a member has used is retired, not deleted.
import { promoCodeErrors } from '@portal/shared/validators';
import type { ConsolePromoCode, PromoCodeInput } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { rowWrites } from '../../lib/console-writes';
import { HttpError } from '../../lib/http-error';
import * as repo from './repo';
import { assertValid, CODE_TAKEN } from './service';

const PROMO_NOT_FOUND = 'Promo code not found.';

function promoOut(p: repo.PromoRow): ConsolePromoCode {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    value: p.value,
    appliesTo: p.appliesTo,
    validFrom: p.validFrom ?? '',
    validTo: p.validTo ?? '',
    maxUses: p.maxUses ?? 0,
    uses: p.uses,
    active: p.active,
  };
}

export async function listPromoCodes(db: Database, clubId: number): Promise<ConsolePromoCode[]> {
  return (await repo.listPromos(db, clubId)).map(promoOut);
}

async function promoValues(db: Database, clubId: number, id: number, input: PromoCodeInput): Promise<repo.PromoValues> {
  assertValid(promoCodeErrors(input));
  const code = input.code.trim().toUpperCase();
  if (await repo.promoCodeTaken(db, clubId, code, id)) throw new HttpError(400, CODE_TAKEN);
  return {
    code,
    kind: input.kind,
    value: input.value,
    appliesTo: input.appliesTo,
    validFrom: input.validFrom || null,
    validTo: input.validTo || null,
    maxUses: input.maxUses || null,
  };
}

async function onePromo(db: Database, clubId: number, id: number): Promise<ConsolePromoCode> {
  const row = await repo.promoRows.find(db, clubId, id);
  if (!row) throw new HttpError(404, PROMO_NOT_FOUND);
  return promoOut(row);
}

const promoWrites = rowWrites<ConsolePromoCode, PromoCodeInput, repo.PromoValues>('promo-codes', onePromo, repo.promoRows, {
  values: (db, clubId, input, before) => promoValues(db, clubId, before?.id ?? 0, input),
  held: async (db, p) => p.uses > 0 || (await repo.promoHolders(db, p.id)) > 0,
  named: (p) => ['code', p.code],
  retiredMessage: (p) => `${p.code} has been used, so it was retired: nobody can use it again, and the memberships it discounted keep their price.`,
});

export const createPromoCode = promoWrites.create;
export const updatePromoCode = promoWrites.update;
export const removePromoCode = promoWrites.remove;
