import { apiGet } from '@portal/shared';
import type { ClubFeatures } from '@portal/shared/contracts';

/** GET /club-console/features */
export function getFeatures(): Promise<ClubFeatures> {
  return apiGet<ClubFeatures>('club-console/features');
}
