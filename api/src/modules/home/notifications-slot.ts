// The dashboard's unread-notifications count. The notifications module is being built in
// parallel; the coordinator wires this to it. Until then the dashboard shows no count (null).
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session-user';

export async function unreadNotificationsFor(_db: Database, _user: SessionUser): Promise<number | null> {
  return null;
}
