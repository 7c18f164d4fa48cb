// SQL of the private calendar feed (calendar_feeds: one row per member, the token's hash only).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds, members } from '../../db/schema';

export type FeedRow = typeof calendarFeeds.$inferSelect;

/** The member's feed row (none or one: one feed per member). */
export function feedsOf(db: Database, memberId: number): Promise<FeedRow[]> {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
}

/** Creates the member's feed unless one exists (two tabs asking at once keep the first). */
export async function insertFeed(db: Database, memberId: number, nonce: string, tokenHash: string): Promise<void> {
  await db.insert(calendarFeeds).values({ memberId, nonce, tokenHash }).onConflictDoNothing();
}

/** Replaces the member's feed with a new token: the old one matches nothing from now on. */
export async function replaceFeed(db: Database, memberId: number, nonce: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ memberId, nonce, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { nonce, tokenHash, createdAt: at, lastReadAt: null } });
}

/** The member a token hash belongs to, noting the read; undefined for a revoked or made-up token. */
export async function readFeed(db: Database, tokenHash: string, at: Date) {
  const [feed] = await db
    .update(calendarFeeds)
    .set({ lastReadAt: at })
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .returning({ memberId: calendarFeeds.memberId });
  if (!feed) return undefined;
  const [member] = await db.select().from(members).where(eq(members.id, feed.memberId));
  return member;
}
