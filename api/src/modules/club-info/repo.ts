import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs } from '../../db/schema';

export async function findClub(db: Database, clubId: number) {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row;
}
