import { apiPut } from '@portal/shared';
import type { CapacityChangeResult } from '@portal/shared/contracts';

/** PUT /club-console/classes/{id}/capacity (ADMIN) */
export function changeCapacity(scheduleId: number, capacity: number): Promise<CapacityChangeResult> {
  return apiPut<CapacityChangeResult>(`club-console/classes/${scheduleId}/capacity`, { capacity });
}
