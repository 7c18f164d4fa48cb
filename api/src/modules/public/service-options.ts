// What the services kiosk offers, from the club's own data and flags: join online when it sells
// web-purchasable memberships, book a visit, a casual visit, the timetable, and an inquiry.
import { and, eq } from 'drizzle-orm';
import type { ServiceOption } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classSchedules, membershipTypes } from '../../db/schema';
import { requireClub } from '../../lib/public-club';

export async function serviceOptions(db: Database, accountId: string): Promise<ServiceOption[]> {
  const club = await requireClub(db, accountId);
  const [type] = await db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.clubId, club.id), eq(membershipTypes.active, true), eq(membershipTypes.isWebPurchasable, true)))
    .limit(1);
  const [cls] = await db.select({ id: classSchedules.id }).from(classSchedules).where(eq(classSchedules.clubId, club.id)).limit(1);
  const options: ServiceOption[] = [];
  if (type) options.push({ key: 'join', title: 'Join now', description: 'Choose a membership and join online in a few minutes.', path: '/onlineoffers' });
  options.push({ key: 'visit', title: 'Book a tour or trial', description: 'Pick a time for a club tour or a trial class.', path: '/book-my-visit' });
  options.push({ key: 'casual', title: 'Casual visit', description: 'Train today with a day pass.', path: '/prospect-casual-visit' });
  if (cls && club.flags.bookClass) options.push({ key: 'classes', title: 'Class timetable', description: "See today's group fitness classes.", path: '/groupfitness' });
  options.push({ key: 'checkin', title: 'Member check-in', description: 'Scan your member card to check in.', path: '/member-barcode-scanner' });
  options.push({ key: 'inquiry', title: 'Ask us a question', description: 'Leave your details and we will call you back.', path: '/prospect-inquiry' });
  return options;
}
