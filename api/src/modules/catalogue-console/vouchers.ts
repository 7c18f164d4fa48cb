// The club's shop vouchers as an ADMIN keeps them in the console: a discount at the shop's
// checkout until a club day. A voucher used or in a cart is retired, not deleted.
import { voucherErrors } from '@portal/shared/validators';
import type { ConsoleVoucher, RemovalResult, VoucherInput } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import type { ConsoleActor } from '../../lib/club-audit';
import { auditedWrites, oneListed } from '../../lib/console-writes';
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

const voucherWrites = auditedWrites('vouchers', oneVoucher);

export async function createVoucher(db: Database, actor: ConsoleActor, input: VoucherInput): Promise<ConsoleVoucher> {
  const row = await repo.voucherRows.insert(db, actor.clubId, await voucherValues(db, actor.clubId, 0, input));
  return voucherWrites.created(db, actor, row.id);
}

export function updateVoucher(db: Database, actor: ConsoleActor, id: number, input: VoucherInput): Promise<ConsoleVoucher> {
  return voucherWrites.changed(db, actor, id, async () => repo.voucherRows.update(db, actor.clubId, id, await voucherValues(db, actor.clubId, id, input)));
}

export function removeVoucher(db: Database, actor: ConsoleActor, id: number): Promise<RemovalResult> {
  return voucherWrites.retireOrDelete(db, actor, id, {
    held: async () => (await repo.voucherHolders(db, id)) > 0,
    retire: () => repo.voucherRows.update(db, actor.clubId, id, { active: false }),
    remove: () => repo.voucherRows.remove(db, actor.clubId, id),
    named: (v) => ['code', v.code],
    retiredMessage: (v) => `${v.code} has been used or is in a cart, so it was retired: nobody can use it again, and past orders keep their discount.`,
  });
}
