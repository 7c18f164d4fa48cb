// Prospect inquiries: stored as an inquiry (and a prospect lead), acknowledged to the visitor and
// forwarded to the club's inbox through the outbox.
import type { Database } from '../../db/client';
import { casualVisitReasons } from '../../db/schema';
import { pickList } from './repo';
export { howDidYouHear, INQUIRY_RECEIVED, submitInquiry } from './repo';
export const casualReasons = (db: Database, accountId: string) => pickList(db, accountId, casualVisitReasons);
