// Messages about the member's own membership (a cancellation, its withdrawal, the club's answer to a
// request, a freeze): in-app at once and e-mailed by the delivery job, always sent (transactional).
// Called inside the change's transaction, so the message exists exactly when the change does.
import type { Database } from '../../db/client';
import { notify } from './service';

export interface MembershipNotice {
  clubId: number;
  memberId: number;
  /** Names the happening ('cancellation:CAN-AB12CD34:confirmed'): the same key twice is one message. */
  key: string;
  title: string;
  body: string;
}

export async function noticeMembership(db: Database, n: MembershipNotice): Promise<void> {
  await notify(db, { clubId: n.clubId, memberId: n.memberId, event: 'membership-changed', dedupeKey: `membership:${n.key}`, title: n.title, body: n.body, link: '/membership' });
}
