// A demo household: a parent who pays (parent@demo.club, a card on file) and their teenager with a
// login of their own (teen@demo.club) who holds no membership: the parent buys the teen's class
// pack on /household and the teen books with it. Made through the household module's service, as
// the console makes them. Seeded after the newcomer, so the ids of every other demo row stay as they were.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema';
import { createDependant } from '../../modules/household';
import { insertNewMember } from '../../modules/join';
import type { ClubCalendar } from './calendar';
import type { Tx } from './types';

export const PARENT_EMAIL = 'parent@demo.club';
export const TEEN_EMAIL = 'teen@demo.club';

export async function seedDemoHousehold(tx: Tx, cal: ClubCalendar, passwordHash: string): Promise<void> {
  const db = tx as unknown as Database;
  const [club] = await tx.select({ id: s.clubs.id }).from(s.clubs).where(eq(s.clubs.accountId, 'DEMO01'));
  const clubId = club!.id;
  const parent = await insertNewMember(db, {
    clubId, firstName: 'Morgan', lastName: 'Hale', email: PARENT_EMAIL, mobile: '0413 000 301', dateOfBirth: '1980-03-14', gender: 'F',
    street: '7 Harbour Lane', suburb: 'Glebe', state: 'NSW', postCode: '2037',
  });
  await tx.insert(s.users).values({ clubId, email: PARENT_EMAIL, userName: PARENT_EMAIL, passwordHash, userType: s.USER_TYPE.member, role: 'USER', memberId: parent.id });
  const token = 'tok_demo_morgan_visa';
  const expiryYear = Number(cal.today.slice(0, 4)) + 2;
  await tx.insert(s.cardTokens).values({ clubId, token, tokenReference: 'ref_demo_morgan', brand: 'Visa', last4: '4444', expiryMonth: 11, expiryYear, nameOnCard: 'Morgan Hale' });
  await tx.insert(s.paymentMethods).values({
    memberId: parent.id, kind: 'card', cardToken: token, cardBrand: 'Visa', cardLast4: '4444', cardExpiryMonth: 11, cardExpiryYear: expiryYear, nameOnCard: 'Morgan Hale',
  });
  await createDependant(
    db,
    clubId,
    parent.memberNumber,
    { firstName: 'Kai', lastName: 'Hale', dateOfBirth: cal.date(-365 * 15 - 20), email: TEEN_EMAIL, ownLogin: true },
    { publicOrigin: '', passwordHash },
  );
}
