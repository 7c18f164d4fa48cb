// Promo codes for memberships (docs/spec/account-core.md §4 promo code, §8 'Promo code not valid').
import type { PromoCheckPayload } from '@portal/shared/contracts';
import { PROMO_INVALID } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { FeePromo } from '../fees';
import * as repo from './repo';

export type { PromoRow } from './repo';

/** The promo when it exists for the club, is within its dates and has uses left; else 400. */
export async function requireValidPromo(db: Database, clubId: number, code: string, today: string): Promise<repo.PromoRow> {
  const row = code.trim() ? await repo.findPromo(db, clubId, code) : undefined;
  const valid =
    row &&
    row.active &&
    (!row.validFrom || row.validFrom <= today) &&
    (!row.validTo || row.validTo >= today) &&
    (row.maxUses === null || row.uses < row.maxUses);
  if (!row || !valid) throw new HttpError(400, PROMO_INVALID);
  return row;
}

export function toFeePromo(row: repo.PromoRow): FeePromo {
  return { code: row.code, kind: row.kind, value: row.value, appliesTo: row.appliesTo };
}

export function describePromo(row: repo.PromoRow): string {
  const amount = row.kind === 'percent' ? `${row.value}%` : `$${(row.value / 100).toFixed(2)}`;
  const target = row.appliesTo === 'membership' ? 'the membership' : row.appliesTo === 'joining_fee' ? 'the joining fee' : 'your first payment';
  return `${amount} off ${target}`;
}

export function toPayload(row: repo.PromoRow): PromoCheckPayload {
  return { code: row.code, kind: row.kind, value: row.value, appliesTo: row.appliesTo, description: describePromo(row) };
}

export const countPromoUse = repo.countUse;
