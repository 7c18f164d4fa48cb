// The club's shop vouchers as an ADMIN keeps them in the console: a discount at the shop's
// checkout until a club day. A voucher used or in a cart is retired, not deleted.
import { voucherErrors } from '@portal/shared/validators';
import type { ConsoleVoucher, VoucherInput } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { oneListed, rowWrites } from '../../lib/console-writes';
import { clubInstant, localDate } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import * as repo from './repo';
import { assertValid, clubBasics, CODE_TAKEN } from './service';

const VOUCHER_NOT_FOUND = 'Voucher not found.';

async function clubZone(db: Database, clubId: number): Promise<string> {
  return (await clubBasics(db, clubId)).timeZone;
}

function voucherOut(r: { voucher: repo.VoucherRow; uses: number }, tz: string): ConsoleVoucher {
  const v = r.voucher;
  return {
    id: v.id,
    code: v.code,
    kind: v.kind,
    value: v.value,
    minSpendCents: v.minSpendCents,
    // Stored as the last instant of that club day; shown as the day.
    validTo: v.expiresAt ? localDate(v.expiresAt, tz) : '',
    singleUsePerMember: v.singleUsePerMember,
    uses: r.uses,
    active: v.active,
  };
}

export async function listVouchers(db: Database, clubId: number): Promise<ConsoleVoucher[]> {
  const tz = await clubZone(db, clubId);
  return (await repo.listVouchers(db, clubId)).map((r) => voucherOut(r, tz));
}

async function oneVoucher(db: Database, clubId: number, id: number): Promise<ConsoleVoucher> {
  const tz = await clubZone(db, clubId);
  return oneListed(repo.listVouchers(db, clubId), (r) => r.voucher.id, id, (r) => voucherOut(r, tz), VOUCHER_NOT_FOUND);
}

async function voucherValues(db: Database, clubId: number, id: number, input: VoucherInput): Promise<repo.VoucherValues> {
  assertValid(voucherErrors(input));
  const code = input.code.trim().toUpperCase();
  if (await repo.voucherCodeTaken(db, clubId, code, id)) throw new HttpError(400, CODE_TAKEN);
  const tz = await clubZone(db, clubId);
  return {
    code,
    kind: input.kind,
    value: input.value,
    minSpendCents: input.minSpendCents,
    expiresAt: input.validTo ? clubInstant(input.validTo, '23:59', tz) : null,
    singleUsePerMember: input.singleUsePerMember,
  };
}

const voucherWrites = rowWrites<ConsoleVoucher, VoucherInput, repo.VoucherValues>('vouchers', oneVoucher, repo.voucherRows, {
  values: (db, clubId, input, before) => voucherValues(db, clubId, before?.id ?? 0, input),
  held: async (db, v) => (await repo.voucherHolders(db, v.id)) > 0,
  named: (v) => ['code', v.code],
  retiredMessage: (v) => `${v.code} has been used or is in a cart, so it was retired: nobody can use it again, and past orders keep their discount.`,
});

export const createVoucher = voucherWrites.create;
export const updateVoucher = voucherWrites.update;
export const removeVoucher = voucherWrites.remove;
