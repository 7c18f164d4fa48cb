import { apiGet } from '@portal/shared';
import type { DeskToday } from '@portal/shared/contracts';

/** Its query key (ADMIN and STAFF data: no member's change invalidates it). */
export const deskTodayKey = ['club', 'desk-today'] as const;

/** GET /club-console/desk/today, or the classes of a club-local day ahead (YYYY-MM-DD). */
export function getToday(date?: string): Promise<DeskToday> {
  return apiGet<DeskToday>(date ? `club-console/desk/today?date=${encodeURIComponent(date)}` : 'club-console/desk/today');
}
