import { apiGet } from '@portal/shared';
import type { ClubFeatures } from '@portal/shared/contracts';

/** Its query key (ADMIN and STAFF data: no member's change invalidates it). */
export const featuresKey = ['club', 'features'] as const;

/** GET /club-console/features */
export function getFeatures(): Promise<ClubFeatures> {
  return apiGet<ClubFeatures>('club-console/features');
}
