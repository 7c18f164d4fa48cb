// Front-desk check-in by barcode (camera or USB scanner) or by name. The server admits only an
// active member with an active, not suspended membership and nothing overdue, records the visit,
// and otherwise says why. The caller has checked the kiosk belongs to `club`. With a class it also checks the member's booking in.
import type { CheckInResult } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { type ClubRow } from '../../lib/public-club';
import { checkIn, memberBy } from './repo';
export { assertAdmissible, checkInByBarcode, CLASS_NOT_BOOKED, CLASS_NOT_FOUND, MEMBER_CARD_NOT_FOUND, MEMBER_SUSPENDED, NO_ACTIVE_MEMBERSHIP, PAYMENT_OVERDUE, SEARCH_TOO_SHORT, searchByName, WELCOME } from './repo';

export async function checkInByMemberNumber(db: Database, club: ClubRow, memberNumber: string, classScheduleId?: number): Promise<CheckInResult> {
  return checkIn(db, club, await memberBy(db, club, 'memberNumber', memberNumber), 'name', classScheduleId);
}
