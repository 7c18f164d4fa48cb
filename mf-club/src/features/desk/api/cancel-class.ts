import { apiPost } from '@portal/shared';
import type { CancelClassResult } from '@portal/shared/contracts';

/** POST /club-console/desk/classes/{id}/cancel */
export function cancelClass(scheduleId: number): Promise<CancelClassResult> {
  return apiPost<CancelClassResult>(`club-console/desk/classes/${scheduleId}/cancel`, {});
}
