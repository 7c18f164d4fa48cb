import { apiGet } from '@portal/shared';
import type { ConsoleMember } from '@portal/shared/contracts';

/** GET /club-console/members?q= */
export function searchMembers(q: string): Promise<ConsoleMember[]> {
  return apiGet<ConsoleMember[]>('club-console/members', { searchParams: { q } });
}
