import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client';
import { firstRow } from '../../lib/first-row';

/** The transaction handle the seed writes through (same API as Database). */
export type Tx = Transaction;

/** Inserts one row and answers it as stored (`what` names it if the insert answers nothing). */
export async function insertRow<T extends PgTable>(tx: Tx, table: T, values: PgInsertValue<T>, what: string): Promise<T['$inferSelect']> {
  const rows: T['$inferSelect'][] = await tx.insert(table).values(values).returning();
  return firstRow(rows, what);
}
