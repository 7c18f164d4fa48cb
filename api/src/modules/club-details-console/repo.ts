// The club row's opening hours, social links and time zone, and whether anything is dated in that zone.
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { clubs } from '../../db/schema';

export async function findDetails(db: Database, clubId: number) {
  const columns = { openingHours: clubs.openingHours, facebookUrl: clubs.facebookUrl, socialLink: clubs.socialLink, timeZone: clubs.timeZone };
  const [row] = await db.select(columns).from(clubs).where(eq(clubs.id, clubId));
  return row;
}

export async function saveDetails(db: Database, clubId: number, values: { openingHours: Array<{ day: string; opens: string; closes: string }>; facebookUrl: string | null; socialLink: string | null }) {
  await db.update(clubs).set(values).where(eq(clubs.id, clubId));
}

/**
 * True when the club has a row whose instant was worked out in its zone: a class, creche or swim
 * session, a PT booking, a tour or trial visit. Series and working hours are wall-clock and follow
 * the zone; these would not.
 */
const datedInZone = (clubId: number) => sql`(
  exists (select 1 from class_schedules where club_id = ${clubId})
  or exists (select 1 from creche_sessions where club_id = ${clubId})
  or exists (select 1 from swim_class_schedules s join swim_classes c on c.id = s.class_id where c.club_id = ${clubId})
  or exists (select 1 from pt_bookings b join trainers t on t.id = b.trainer_id where t.club_id = ${clubId})
  or exists (select 1 from visit_bookings where club_id = ${clubId})
)`;

export async function hasDatedRows(db: Database, clubId: number): Promise<boolean> {
  const [row] = await db.select({ dated: sql<boolean>`${datedInZone(clubId)}` }).from(clubs).where(eq(clubs.id, clubId));
  return Boolean(row?.dated);
}

/** Sets the zone only while nothing is dated in the old one, in one statement; false when refused. */
export async function changeTimeZone(db: Database | Transaction, clubId: number, timeZone: string): Promise<boolean> {
  const changed = await db
    .update(clubs)
    .set({ timeZone })
    .where(sql`${clubs.id} = ${clubId} and not ${datedInZone(clubId)}`)
    .returning({ id: clubs.id });
  return changed.length > 0;
}
