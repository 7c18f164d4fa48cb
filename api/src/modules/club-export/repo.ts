// SQL of the club's export: which rows of each table are the club's (by its id, or through its
// members, memberships, orders, families), read a page at a time in id order (keyset), so the
// export streams however big the club. Secrets never leave: password hashes, card tokens and bank
// account numbers are left out; pictures and signatures go as files.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studentIdsOfClub } from '../../lib/household-students';

export interface ExportTable {
  /** The file's name: csv/<name>.csv and the JSON document's key. */
  name: string;
  table: string;
  where: (clubId: number) => SQL;
  /** Columns never exported (secrets) or exported as files (signatures, pictures). */
  omit?: string[];
}

const ofClub = (clubId: number) => sql`t.club_id = ${clubId}`;
const ofMembers = (clubId: number) => sql`t.member_id in (select id from members where club_id = ${clubId})`;

export const EXPORT_TABLES: ExportTable[] = [
  { name: 'club', table: 'clubs', where: (c) => sql`t.id = ${c}`, omit: ['logo_png', 'theme'] },
  { name: 'members', table: 'members', where: ofClub, omit: ['avatar_png'] },
  { name: 'children', table: 'member_kids', where: ofMembers },
  { name: 'logins', table: 'users', where: ofClub, omit: ['password_hash', 'failed_logins'] },
  { name: 'membership_types', table: 'membership_types', where: ofClub, omit: ['photo', 'pdf_template'] },
  { name: 'memberships', table: 'memberships', where: ofMembers, omit: ['signature_png', 'guarantor_signature_png'] },
  { name: 'suspensions', table: 'suspensions', where: (c) => sql`t.membership_id in (select ms.id from memberships ms join members m on m.id = ms.member_id where m.club_id = ${c})` },
  { name: 'member_subscriptions', table: 'member_subscriptions', where: ofMembers },
  { name: 'member_addons', table: 'member_addons', where: ofMembers },
  { name: 'class_bookings', table: 'class_bookings', where: ofMembers },
  { name: 'pt_bookings', table: 'pt_bookings', where: ofMembers },
  { name: 'creche_bookings', table: 'creche_bookings', where: ofMembers },
  { name: 'attendance', table: 'check_ins', where: ofClub },
  { name: 'payments', table: 'payments', where: ofClub },
  { name: 'payment_methods', table: 'payment_methods', where: ofMembers, omit: ['card_token', 'account_number'] },
  { name: 'orders', table: 'orders', where: ofClub },
  { name: 'order_lines', table: 'order_lines', where: (c) => sql`t.order_id in (select id from orders where club_id = ${c})` },
  { name: 'waivers', table: 'waivers', where: ofClub, omit: ['signature_png', 'guarantor_signature_png'] },
  { name: 'guardians', table: 'guardians', where: ofClub },
  { name: 'swim_students', table: 'students', where: (c) => sql`t.id in (${studentIdsOfClub(c)})` },
  { name: 'swim_bookings', table: 'student_swim_bookings', where: (c) => sql`t.student_id in (${studentIdsOfClub(c)})` },
];

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function columnsOf(db: Database, table: string): Promise<string[]> {
  const result = await db.execute(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`);
  return rowsOf(result).map((r) => String(r.column_name));
}

/** The next page of the table's club rows after `afterId`, each as JSON (dates as text). */
export async function pageOf(db: Database, spec: ExportTable, clubId: number, afterId: number, limit: number): Promise<Row[]> {
  const result = await db.execute(
    sql`select row_to_json(t) as r from ${sql.raw(`"${spec.table}"`)} t where ${spec.where(clubId)} and t.id > ${afterId} order by t.id limit ${limit}`,
  );
  return rowsOf(result).map((r) => (typeof r.r === 'string' ? (JSON.parse(r.r) as Row) : (r.r as Row)));
}

/** The ids of the club's rows of `table` with a signature, in id order. */
export async function signedIds(db: Database, table: 'memberships' | 'waivers', clubId: number): Promise<number[]> {
  const where = table === 'memberships' ? ofMembers(clubId) : ofClub(clubId);
  const result = await db.execute(sql`select t.id from ${sql.raw(table)} t where ${where} and t.signature_png is not null order by t.id`);
  return rowsOf(result).map((r) => Number(r.id));
}

export async function signatureOf(db: Database, table: 'memberships' | 'waivers', id: number): Promise<string | null> {
  const result = await db.execute(sql`select signature_png from ${sql.raw(table)} where id = ${id}`);
  const value = rowsOf(result)[0]?.signature_png;
  return typeof value === 'string' ? value : null;
}
