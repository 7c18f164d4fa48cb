import { apiGet } from '@portal/shared';
import type { DeskToday } from '@portal/shared/contracts';

/** GET /club-console/desk/today */
export function getToday(): Promise<DeskToday> {
  return apiGet<DeskToday>('club-console/desk/today');
}
