// A new member record, for online join and for a new club's ADMIN alike: the next free member
// number and the barcode printed from it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MemberRow, members } from '../../db/schema';

type NewMemberValues = Omit<typeof members.$inferInsert, 'memberNumber' | 'barcode'>;

/** Numbers from 300001 on, above the highest numeric one (imported clubs keep theirs). */
async function nextMemberNumber(tx: Database): Promise<string> {
  const result = await tx
    .select({ max: sql<string | null>`max(${members.memberNumber}::bigint)::text` })
    .from(members)
    .where(sql`${members.memberNumber} ~ '^[0-9]{1,15}$'`);
  const max = Number(result[0]?.max ?? '300000');
  return String(Math.max(max, 300000) + 1);
}

/** Inserts the member with the next member number; `tx` is the caller's transaction. */
export async function insertNewMember(tx: Database, values: NewMemberValues): Promise<MemberRow> {
  const memberNumber = await nextMemberNumber(tx);
  const [member] = await tx
    .insert(members)
    .values({ ...values, memberNumber, barcode: `9${memberNumber}` })
    .returning();
  return member!;
}
