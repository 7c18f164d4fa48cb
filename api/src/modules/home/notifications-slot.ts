// The dashboard's unread-notifications count: the in-app notifications of the signed-in member,
// or of a guardian (make-up credits, balances; notifications/recipient.ts). Other users without a
// member record (staff, prospects) have none: null hides the card.
import type { Database } from '../../db/client';
import { USER_TYPE } from '../../db/schema';
import type { SessionUser } from '../../plugins/session-user';
import { sessionRecipient, unreadCount } from '../notifications';

export async function unreadNotificationsFor(db: Database, user: SessionUser): Promise<number | null> {
  const recipient = await sessionRecipient(db, user);
  if (recipient.memberId === undefined && user.userType !== USER_TYPE.guardian) return null;
  return unreadCount(db, recipient);
}
