import { apiGet } from '@portal/shared';
import type { KioskDeviceListItem } from '@portal/shared/contracts';

/** Its query key (ADMIN and STAFF data: no member's change invalidates it). */
export const kiosksKey = ['club', 'kiosks'] as const;

/** GET /admin/kiosks */
export function listKiosks(): Promise<KioskDeviceListItem[]> {
  return apiGet<KioskDeviceListItem[]>('admin/kiosks');
}
