// When two bookings clash: their time ranges overlap when each starts before the other ends
// (one ending as the other starts is no clash).
import { and, gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The row's [startsAt, endsAt) overlaps `range`. */
export function overlaps(row: { startsAt: PgColumn; endsAt: PgColumn }, range: { startsAt: Date; endsAt: Date }): SQL {
  return and(lt(row.startsAt, range.endsAt), gt(row.endsAt, range.startsAt))!;
}
