import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoCodes } from '../../db/schema';

export type PromoRow = typeof promoCodes.$inferSelect;

export async function findPromo(db: Database, clubId: number, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.clubId, clubId), sql`upper(${promoCodes.code}) = upper(${code.trim()})`))
    .limit(1);
  return row;
}

/** Counts a use only while under max_uses (conditional update, safe across instances). */
export async function countUse(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, id), sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}
