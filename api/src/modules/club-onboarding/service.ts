// The onboarding checklist: what a new club still has to set up before members can join, book
// and buy, computed from the club's own rows at every request (a change shows at the next visit).
import type { OnboardingChecklist } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import * as repo from './repo';

export async function checklist(db: Database, clubId: number): Promise<OnboardingChecklist> {
  const c = await repo.setUpCounts(db, clubId, now());
  const items = [
    { key: 'membership-type', label: 'Create a membership type sold online', hint: 'Join online offers nothing until one is on sale.', done: c.membershipTypes > 0, path: '/club/memberships' },
    { key: 'classes', label: 'Put classes on the timetable', hint: 'Members have nothing to book without upcoming classes.', done: c.upcomingClasses > 0, path: '/club/timetable' },
    { key: 'product', label: 'Add a product in stock to the shop', hint: 'The shop is empty until a product is shown with stock.', done: c.products > 0, path: '/club/shop' },
    { key: 'trainers', label: 'Add a personal trainer with weekly hours', hint: 'Members can book personal training only with a trainer who has hours.', done: c.trainersWithHours > 0, path: '/club/trainers' },
    { key: 'staff', label: 'Invite a second staff member', hint: 'Someone else can run the desk, and the club is not locked out if one login is lost.', done: c.staff > 1, path: '/club/staff' },
    { key: 'branding', label: 'Add your logo and colours', hint: 'Members see the club they joined.', done: c.hasLogo, path: '/club/branding' },
    { key: 'contact', label: 'Add the club’s phone and address', hint: 'Members find them on Club Info and in every e-mail.', done: c.hasContact, path: '/club/branding' },
    { key: 'hours', label: 'Add opening hours', hint: 'Club Info shows when the club is open.', done: c.hasHours, path: '/club/details' },
  ];
  // Joining, booking and buying need the first three; the rest make it the club's own.
  return { items, ready: items.slice(0, 3).every((i) => i.done) };
}
