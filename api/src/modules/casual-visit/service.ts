// Casual (day) visit (/prospect-casual-visit): details, reason, signed waiver and the club's
// casual fee paid by card. The fee is the server's; the charge and the visit are one transaction,
// so a declined card stores nothing (not even the payment attempt) and shows the gateway message.
import type { CasualVisitInfo } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { requireClub } from '../../lib/public-club';
import { visitSettingsOf } from '../visits';
export { CASUAL_VISIT_PAID, INVALID_REASON, payCasualVisit } from './repo';

export async function casualVisitInfo(db: Database, accountId: string): Promise<CasualVisitInfo> {
  const club = await requireClub(db, accountId);
  const settings = await visitSettingsOf(db, club.id);
  return { clubName: club.name, feeCents: settings.casualFeeCents, waiverText: settings.waiverText, pciVaultEnabled: Boolean(club.flags.pciVaultEnabled), today: clubToday(clockNow(), club.timeZone) };
}
