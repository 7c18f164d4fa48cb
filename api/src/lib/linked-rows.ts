// Two query shapes many repos wrote out alike: the one row another row points at (a user's member
// or prospect, a dependant's payer), and a delete that answers whether it removed anything (a
// repo scopes it to its owner, so another member's id removes nothing and the caller answers 404).
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * The `target` row that `pointer` (a column of `from`) names, for the first row of `from` (joined
 * to it) that matches `where`; undefined when none does.
 */
export async function linkedRow<T extends TableWithId>(db: Database, target: T, from: PgTable, pointer: AnyPgColumn, where: SQL | undefined): Promise<T['$inferSelect'] | undefined> {
  // Drizzle's builders cannot infer through a generic table; the row is the target's own.
  const [row] = await db
    .select({ row: target as PgTable })
    .from(from)
    .innerJoin(target as PgTable, eq(target.id, pointer))
    .where(where)
    .limit(1);
  return row?.row as T['$inferSelect'] | undefined;
}

/** Deletes the rows of `table` that match `where`; answers whether there were any. */
export async function deletedAny(db: Database, table: TableWithId, where: SQL | undefined): Promise<boolean> {
  const gone = await db
    .delete(table as PgTable)
    .where(where)
    .returning({ id: table.id });
  return gone.length > 0;
}
