// A member the demo club knows by e-mail who has no portal login yet: try Register with
// newcomer@demo.club, then follow the confirmation link from the demo outbox (/api/v1/dev/outbox).
// Seeded last, so the ids of every other demo row stay as they were.
import { eq } from 'drizzle-orm';
import * as s from '../schema';
import type { Tx } from './types';

export const NEWCOMER_EMAIL = 'newcomer@demo.club';

export async function seedNewcomer(tx: Tx): Promise<void> {
  const [club] = await tx.select({ id: s.clubs.id }).from(s.clubs).where(eq(s.clubs.accountId, 'DEMO01'));
  await tx.insert(s.members).values({
    clubId: club!.id,
    memberNumber: '100201',
    barcode: '9100201',
    firstName: 'Robin',
    lastName: 'Newcomer',
    email: NEWCOMER_EMAIL,
    mobile: '0413 000 201',
    gender: 'F',
  });
}
