import { apiGet } from '@portal/shared';
import type { MemberNameMatch } from '@portal/shared/contracts';

/** GET /club-console/desk/members?name= */
export function searchDeskMembers(name: string): Promise<MemberNameMatch[]> {
  return apiGet<MemberNameMatch[]>('club-console/desk/members', { searchParams: { name } });
}
