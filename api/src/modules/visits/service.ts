// Book a club tour or a trial class (/book-my-visit, /bookme). The server decides which slots
// exist; the place is taken in one transaction with a conditional UPDATE on the slot counter.
import type { VisitKind, VisitSlot } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { requireClub } from '../../lib/public-club';
import { visitSettingsOf } from './settings';
import { listSlots } from './slots';
export { bookVisit, SLOT_FULL, SLOT_UNAVAILABLE, VISIT_BOOKED } from './repo';

export async function visitSlotsOf(db: Database, accountId: string, kind: VisitKind, now = clockNow()): Promise<VisitSlot[]> {
  const club = await requireClub(db, accountId);
  return listSlots(db, club, await visitSettingsOf(db, club.id), kind, now);
}
