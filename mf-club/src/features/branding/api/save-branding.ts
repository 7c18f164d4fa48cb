import { apiPut } from '@portal/shared';
import type { ClubBranding } from '@portal/shared/contracts';

/** PUT /club-console/branding */
export function saveBranding(branding: ClubBranding): Promise<ClubBranding> {
  return apiPut<ClubBranding>('club-console/branding', branding);
}
