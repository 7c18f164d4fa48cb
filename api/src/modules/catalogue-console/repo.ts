// SQL of the membership catalogue as the console edits it: the same tables join online, /membership
// and the fee quote read (membership_types, membership_addons, membership_type_addons, promo_codes,
// vouchers), so what an ADMIN saves is on sale at the next request.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  carts,
  clubs,
  memberAddons,
  memberships,
  membershipAddons,
  membershipTypeAddons,
  membershipTypes,
  promoCodes,
  subscriptions,
  voucherRedemptions,
  vouchers,
} from '../../db/schema';
import { clubList, clubRows } from '../../lib/club-rows';
import { firstRow } from '../../lib/first-row';

export type TypeRow = typeof membershipTypes.$inferSelect;
export type TypeValues = Omit<typeof membershipTypes.$inferInsert, 'id' | 'clubId'>;
export type AddonRow = typeof membershipAddons.$inferSelect;
export type AddonValues = Omit<typeof membershipAddons.$inferInsert, 'id' | 'clubId'>;
export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'clubId' | 'uses'>;
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherValues = Omit<typeof vouchers.$inferInsert, 'id' | 'clubId'>;

// ---- Membership types ----------------------------------------------------------------------

/** The club's types (session passes included: they are sold at the desk), with members and add-ons. */
const typesOfClub = clubList(
  membershipTypes,
  { type: membershipTypes, memberCount: sql<number>`(select count(*)::int from memberships m where m.membership_type_id = membership_types.id)` },
  asc(membershipTypes.sortOrder),
  asc(membershipTypes.id),
);

export async function listTypes(db: Database, clubId: number) {
  const rows = await typesOfClub(db, clubId);
  const links = rows.length
    ? await db.select().from(membershipTypeAddons).where(inArray(membershipTypeAddons.membershipTypeId, rows.map((r) => r.type.id)))
    : [];
  return rows.map((r) => ({ ...r, addonIds: links.filter((l) => l.membershipTypeId === r.type.id).map((l) => l.addonId).sort((a, b) => a - b) }));
}

export const typeRows = clubRows(membershipTypes, 'membership type');

export async function insertType(db: Database, clubId: number, values: TypeValues): Promise<TypeRow> {
  const [last] = await db.select({ max: sql<number>`coalesce(max(${membershipTypes.sortOrder}), 0)::int` }).from(membershipTypes).where(eq(membershipTypes.clubId, clubId));
  return firstRow(await db.insert(membershipTypes).values({ ...values, clubId, sortOrder: (last?.max ?? 0) + 1 }).returning(), 'inserted membership type');
}


export async function setTypeAddons(db: Database, typeId: number, addonIds: number[]): Promise<void> {
  await db.delete(membershipTypeAddons).where(eq(membershipTypeAddons.membershipTypeId, typeId));
  if (addonIds.length) await db.insert(membershipTypeAddons).values(addonIds.map((addonId) => ({ membershipTypeId: typeId, addonId })));
}

/** What still points at a type: memberships (any status) and subscriptions sold with it. */
export async function typeHolders(db: Database, id: number): Promise<number> {
  const [m] = await db.select({ n: count() }).from(memberships).where(eq(memberships.membershipTypeId, id));
  const [s] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.membershipTypeId, id));
  return (m?.n ?? 0) + (s?.n ?? 0);
}

export async function deleteType(db: Database, clubId: number, id: number): Promise<void> {
  await db.delete(membershipTypeAddons).where(eq(membershipTypeAddons.membershipTypeId, id));
  await typeRows.remove(db, clubId, id);
}

// ---- Add-ons -------------------------------------------------------------------------------

export const listAddons = clubList(
  membershipAddons,
  { addon: membershipAddons, holderCount: sql<number>`(select count(*)::int from member_addons h where h.addon_id = membership_addons.id)` },
  asc(membershipAddons.id),
);

export const addonRows = clubRows(membershipAddons, 'add-on');

/** The ids among `ids` that are this club's add-ons. */
export async function clubAddonIds(db: Database, clubId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: membershipAddons.id }).from(membershipAddons).where(and(eq(membershipAddons.clubId, clubId), inArray(membershipAddons.id, ids)));
  return rows.map((r) => r.id);
}


export async function addonHolders(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberAddons).where(eq(memberAddons.addonId, id));
  return row?.n ?? 0;
}

export async function deleteAddon(db: Database, clubId: number, id: number): Promise<void> {
  await db.delete(membershipTypeAddons).where(eq(membershipTypeAddons.addonId, id));
  await addonRows.remove(db, clubId, id);
}

// ---- Promo codes ---------------------------------------------------------------------------

export function listPromos(db: Database, clubId: number): Promise<PromoRow[]> {
  return db.select().from(promoCodes).where(eq(promoCodes.clubId, clubId)).orderBy(asc(promoCodes.id));
}

/** Another code of the club (promo code or voucher) spelled the same whatever its case. */
async function codeTaken(db: Database, table: typeof promoCodes | typeof vouchers, clubId: number, code: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clubId, clubId), sql`upper(${table.code}) = upper(${code})`, sql`${table.id} <> ${exceptId}`));
  return Boolean(row);
}

export const promoRows = clubRows(promoCodes, 'promo code');
export const promoCodeTaken = (db: Database, clubId: number, code: string, exceptId: number) => codeTaken(db, promoCodes, clubId, code, exceptId);

export async function promoHolders(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.promoCodeId, id));
  return row?.n ?? 0;
}


// ---- Vouchers ------------------------------------------------------------------------------

export const listVouchers = clubList(
  vouchers,
  { voucher: vouchers, uses: sql<number>`(select count(*)::int from voucher_redemptions r where r.voucher_id = vouchers.id)` },
  asc(vouchers.id),
);

export const voucherRows = clubRows(vouchers, 'voucher');
export const voucherCodeTaken = (db: Database, clubId: number, code: string, exceptId: number) => codeTaken(db, vouchers, clubId, code, exceptId);

/** Redemptions, and carts holding the voucher right now. */
export async function voucherHolders(db: Database, id: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, id));
  const [c] = await db.select({ n: count() }).from(carts).where(eq(carts.voucherId, id));
  return (r?.n ?? 0) + (c?.n ?? 0);
}


/** The club's zone and name (a plain read: the seed calls these services inside its transaction). */
export async function clubBasics(db: Database, clubId: number) {
  const [row] = await db.select({ timeZone: clubs.timeZone, name: clubs.name, code: clubs.code }).from(clubs).where(eq(clubs.id, clubId));
  return row;
}
