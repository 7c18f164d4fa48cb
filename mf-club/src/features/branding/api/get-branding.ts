import { apiGet } from '@portal/shared';
import type { ClubBranding } from '@portal/shared/contracts';

/** GET /club-console/branding */
export function getBranding(): Promise<ClubBranding> {
  return apiGet<ClubBranding>('club-console/branding');
}
