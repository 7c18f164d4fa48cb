// The reads and writes of one row a club owns (a table with `id` and `club_id`: membership types,
// promo codes, shop products, swim terms, creche series, ...), each scoped to the club, so a console
// route given another club's id finds nothing and changes nothing. A repo exports them for its table
// (`export const voucherRows = clubRows(vouchers, 'voucher')`, called as `repo.voucherRows.find`);
// what is particular to a table (what still holds a row, its figures, its ordering) stays written out
// in that repo, and a console's list of the rows is clubList with those.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { firstRow } from './first-row';

type ClubTable = PgTable & { id: AnyPgColumn; clubId: AnyPgColumn };

/** What a console writes into a row: everything but its id and its club (the club comes from the session). */
export type ClubRowValues<T extends ClubTable> = Omit<T['$inferInsert'], 'id' | 'clubId'>;

export function clubRows<T extends ClubTable>(table: T, what: string) {
  type Row = T['$inferSelect'];
  // Drizzle's builders cannot infer through a generic table; the rows are the table's own.
  const base = table as PgTable;
  const own = (clubId: number, id: number): SQL => and(eq(table.id, id), eq(table.clubId, clubId))!;
  return {
    /** WHERE id = id AND club_id = clubId. */
    own,
    async find(db: Database, clubId: number, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(base).where(own(clubId, id));
      return row as Row | undefined;
    },
    /** The row, locked FOR UPDATE until the transaction ends. */
    async lock(tx: Database, clubId: number, id: number): Promise<Row | undefined> {
      const [row] = await tx.select().from(base).where(own(clubId, id)).for('update');
      return row as Row | undefined;
    },
    async insert(db: Database, clubId: number, values: ClubRowValues<T>): Promise<Row> {
      return firstRow(await db.insert(base).values({ ...values, clubId }).returning(), `inserted ${what}`) as Row;
    },
    async update(db: Database, clubId: number, id: number, values: Partial<ClubRowValues<T>>): Promise<void> {
      await db.update(base).set(values).where(own(clubId, id));
    },
    async remove(db: Database, clubId: number, id: number): Promise<void> {
      await db.delete(base).where(own(clubId, id));
    },
  };
}

/** What a console list selects: the row under one key, and figures (SQL) beside it. */
type ListedFields = Record<string, PgTable | SQL>;
type Listed<F extends ListedFields> = { [K in keyof F]: F[K] extends PgTable ? F[K]['$inferSelect'] : F[K] extends SQL<infer V> ? V : never };

/**
 * A console's list of a club's rows: `fields` (the row, and figures such as how many rows hold it)
 * of the club's rows of `table`, in `order`; called as `(db, clubId)`.
 */
export function clubList<F extends ListedFields>(table: ClubTable, fields: F, ...order: SQL[]) {
  return (db: Database, clubId: number): Promise<Array<Listed<F>>> =>
    // Drizzle's builders cannot infer through generic fields; the rows are the fields' own.
    db
      .select(fields as SelectedFields)
      .from(table)
      .where(eq(table.clubId, clubId))
      .orderBy(...order) as Promise<Array<Listed<F>>>;
}
