// GET /portal/member-card: what the digital card shows, and nothing more, because the offline
// card page (/member-card) keeps this one answer in the browser's cache.
import type { MemberCardData } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session-user';
import { findClubCached, sessionMember } from '../../lib/club-time';

export async function memberCard(db: Database, user: SessionUser): Promise<MemberCardData> {
  const member = await sessionMember(db, user);
  const club = await findClubCached(db, user.clubId);
  return {
    memberName: `${member.firstName} ${member.lastName}`.trim(),
    memberNumber: member.memberNumber,
    barcode: member.barcode ?? member.memberNumber,
    clubName: club.name,
  };
}
