import { apiGet } from '@portal/shared';
import type { ConsoleMemberDetail } from '@portal/shared/contracts';

/** GET /club-console/members/{memberNumber} */
export function getMember(memberNumber: string): Promise<ConsoleMemberDetail> {
  return apiGet<ConsoleMemberDetail>(`club-console/members/${encodeURIComponent(memberNumber)}`);
}
