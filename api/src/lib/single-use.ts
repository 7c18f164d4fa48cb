// Tokens, codes and credits with the singleUse() columns (db/schema/common.ts) can be used while
// they are unused and unexpired: one condition for every such table.
import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The row is not used yet and expires after `now`. */
export function unusedAndUnexpired(row: { usedAt: PgColumn; expiresAt: PgColumn }, now: Date): SQL {
  return and(isNull(row.usedAt), gt(row.expiresAt, now))!;
}
