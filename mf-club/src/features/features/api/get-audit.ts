import { apiGet } from '@portal/shared';
import type { ClubAuditEntry } from '@portal/shared/contracts';

/** GET /club-console/audit */
export function getAudit(): Promise<ClubAuditEntry[]> {
  return apiGet<ClubAuditEntry[]>('club-console/audit');
}
