// When two bookings clash: their time ranges overlap when each starts before the other ends
// (one ending as the other starts is no clash).
import { and, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The row's [startsAt, endsAt) overlaps `range`. */
export function overlaps(row: { startsAt: PgColumn; endsAt: PgColumn }, range: { startsAt: Date; endsAt: Date }): SQL {
  return and(lt(row.startsAt, range.endsAt), gt(row.endsAt, range.startsAt))!;
}

/** A bookings table, the column naming the slot (class schedule, creche session) and who the place is for. */
export interface SlotBookings {
  bookings: PgTable & { id: PgColumn; status: PgColumn };
  slotId: PgColumn;
  owner: PgColumn;
  slots: PgTable & { id: PgColumn; startsAt: PgColumn; endsAt: PgColumn };
}

/** Whether `owner` holds a booked place in another slot whose time overlaps `slot`. */
export async function bookedInOverlappingSlot(
  tx: Pick<Database, 'select'>,
  { bookings, slotId, owner, slots }: SlotBookings,
  ownerId: number,
  slot: { id: number; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, slotId))
    .where(and(eq(owner, ownerId), eq(bookings.status, 'Booked'), ne(slotId, slot.id), overlaps(slots, slot)))
    .limit(1);
  return Boolean(row);
}
