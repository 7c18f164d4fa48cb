import { apiPost } from '@portal/shared';
import type { KioskPairingCode } from '@portal/shared/contracts';

/** POST /admin/kiosks/pairing-codes */
export function issuePairingCode(deviceName: string): Promise<KioskPairingCode> {
  return apiPost<KioskPairingCode>('admin/kiosks/pairing-codes', { deviceName });
}
