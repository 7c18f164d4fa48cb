import { freezeTypeErrors } from '@portal/shared';
import type { FreezeType, FreezeTypeInput } from '@portal/shared/contracts';
import { toCents, toDollars } from '../../../common/money';

/** A freeze type's form: the input with its fee in dollars as typed. */
export type FreezeTypeValues = Omit<FreezeTypeInput, 'feeCents'> & { feeCents: number | string };

export const NEW_FREEZE_TYPE: FreezeTypeValues = { name: '', minDays: 7, maxDays: 90, feeKind: 'per-week', feeCents: 0, maxPerYear: 2, noticeDays: 0 };
export const freezeTypeValues = ({ id: _id, active: _active, ...t }: FreezeType): FreezeTypeValues => ({ ...t, feeCents: toDollars(t.feeCents) });
export const freezeTypeInput = (v: FreezeTypeValues): FreezeTypeInput => ({
  ...v,
  minDays: Number(v.minDays),
  maxDays: Number(v.maxDays),
  maxPerYear: Number(v.maxPerYear),
  noticeDays: Number(v.noticeDays),
  feeCents: toCents(v.feeCents),
});
export const validateFreezeType = (v: FreezeTypeValues) => freezeTypeErrors(freezeTypeInput(v));
