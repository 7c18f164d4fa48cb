import { apiGet } from '@portal/shared';
import type { ClubBranding } from '@portal/shared/contracts';

/** Its query key (ADMIN and STAFF data: no member's change invalidates it). */
export const brandingKey = ['club', 'branding'] as const;

/** GET /club-console/branding */
export function getBranding(): Promise<ClubBranding> {
  return apiGet<ClubBranding>('club-console/branding');
}
