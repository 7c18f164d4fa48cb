// The dashboard's unread-notifications count: the in-app notifications of the signed-in member
// (notifications module). Users without a member record (guardians, staff) have none: null hides
// the card.
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session-user';
import { unreadCount } from '../notifications/service';
import { sessionMember } from '../bookings/club-time';

export async function unreadNotificationsFor(db: Database, user: SessionUser): Promise<number | null> {
  const member = await sessionMember(db, user).catch(() => null);
  return member ? unreadCount(db, member.id) : null;
}
