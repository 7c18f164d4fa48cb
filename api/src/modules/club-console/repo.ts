// SQL of the console's member corrections (the rest of members.ts reads and is older in shape).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, users } from '../../db/schema';

export interface IdentityValues {
  firstName: string;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
}

/** The member's row, and their login's address when it has one (the unique index refuses another login's). */
export async function saveIdentity(db: Database, memberId: number, values: IdentityValues, loginId: number | null): Promise<void> {
  await db.update(members).set(values).where(eq(members.id, memberId));
  if (loginId !== null && values.email) await db.update(users).set({ email: values.email, userName: values.email }).where(eq(users.id, loginId));
}
