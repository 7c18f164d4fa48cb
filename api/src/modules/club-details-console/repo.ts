// The club row's opening hours and social links.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs } from '../../db/schema';

export async function findDetails(db: Database, clubId: number) {
  const [row] = await db.select({ openingHours: clubs.openingHours, facebookUrl: clubs.facebookUrl, socialLink: clubs.socialLink }).from(clubs).where(eq(clubs.id, clubId));
  return row;
}

export async function saveDetails(db: Database, clubId: number, values: { openingHours: Array<{ day: string; opens: string; closes: string }>; facebookUrl: string | null; socialLink: string | null }) {
  await db.update(clubs).set(values).where(eq(clubs.id, clubId));
}
