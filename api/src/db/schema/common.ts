// Column helpers shared by every domain file, so conventions stay uniform:
// instants are timestamptz (UTC), money is integer cents, enums are text + CHECK.
import { sql } from 'drizzle-orm';
import { check, serial, timestamp } from 'drizzle-orm/pg-core';
import { now } from '../../lib/clock';

export const id = () => serial('id').primaryKey();

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow().$defaultFn(() => now());

/** CHECK (column IN (...)) for a text enum; values are code constants, never user input. */
export function enumCheck(name: string, column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql.raw(`"${column}" in (${list})`));
}
