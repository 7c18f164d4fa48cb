import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type PostRow = typeof posts.$inferSelect;

export async function listByAuthor(db: Database, clubId: number, userId: number): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.clubId, clubId), eq(posts.authorUserId, userId)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(100);
}

export async function insertPost(db: Database, values: typeof posts.$inferInsert): Promise<PostRow> {
  const row = firstRow(await db.insert(posts).values(values).returning(), 'inserted post');
  return row;
}
