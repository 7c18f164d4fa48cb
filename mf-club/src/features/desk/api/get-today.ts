import { apiGet } from '@portal/shared';
import type { DeskToday } from '@portal/shared/contracts';

/** GET /club-console/desk/today, or the classes of a club-local day ahead (YYYY-MM-DD). */
export function getToday(date?: string): Promise<DeskToday> {
  return apiGet<DeskToday>(date ? `club-console/desk/today?date=${encodeURIComponent(date)}` : 'club-console/desk/today');
}
