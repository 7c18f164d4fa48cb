// The reads and writes of one row a club owns (a table with `id` and `club_id`: membership types,
// promo codes, shop products, swim terms, creche series, ...), each scoped to the club, so a console
// route given another club's id finds nothing and changes nothing. A repo exports them for its table
// (`export const voucherRows = clubRows(vouchers, 'voucher')`, called as `repo.voucherRows.find`);
// what is particular to a table (its list, what still holds a row, its ordering) stays written out
// in that repo.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
