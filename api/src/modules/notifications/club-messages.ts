// A message the club sends a member from the console (insights' "slipping away"): in-app at once
// (the bell) and e-mailed by the delivery job, unless the member switched the club's messages off.
import type { Database } from '../../db/client';
import { notifyMany } from './service';

export interface ClubMessage {
  clubId: number;
  memberId: number;
  /** Names the message ('slipping:2026-11-29'): the same key twice to one member is one message. */
  key: string;
  title: string;
  body: string;
  link?: string;
}

export async function noticeClubMessages(db: Database, messages: ClubMessage[]): Promise<void> {
  await notifyMany(
    db,
    messages.map((m) => ({ clubId: m.clubId, memberId: m.memberId, event: 'club-message' as const, dedupeKey: `club-message:${m.memberId}:${m.key}`, title: m.title, body: m.body, link: m.link })),
  );
}
