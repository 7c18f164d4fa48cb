import { apiPut } from '@portal/shared';
import type { ClubFeatures, ClubFeaturesChange } from '@portal/shared/contracts';

/** PUT /club-console/features: only what is sent changes. */
export function changeFeatures(change: ClubFeaturesChange): Promise<ClubFeatures> {
  return apiPut<ClubFeatures>('club-console/features', change);
}
