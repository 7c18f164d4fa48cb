import { apiPut } from '@portal/shared';
import type { ConsoleMemberDetail, ConsoleMemberIdentity } from '@portal/shared/contracts';

/** PUT /club-console/members/{memberNumber}/identity: answers the member as saved. */
export function saveMemberIdentity(memberNumber: string, identity: ConsoleMemberIdentity): Promise<ConsoleMemberDetail> {
  return apiPut<ConsoleMemberDetail>(`club-console/members/${encodeURIComponent(memberNumber)}/identity`, identity);
}
