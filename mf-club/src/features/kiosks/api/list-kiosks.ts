import { apiGet } from '@portal/shared';
import type { KioskDeviceListItem } from '@portal/shared/contracts';

/** GET /admin/kiosks */
export function listKiosks(): Promise<KioskDeviceListItem[]> {
  return apiGet<KioskDeviceListItem[]>('admin/kiosks');
}
