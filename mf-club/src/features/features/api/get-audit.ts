import { apiGet } from '@portal/shared';
import type { ClubAuditEntry } from '@portal/shared/contracts';

/** Its query key (ADMIN and STAFF data: no member's change invalidates it). */
export const auditKey = ['club', 'audit'] as const;

/** GET /club-console/audit */
export function getAudit(): Promise<ClubAuditEntry[]> {
  return apiGet<ClubAuditEntry[]>('club-console/audit');
}
