import { apiGet } from '@portal/shared';
import type { CancelledClass } from '@portal/shared/contracts';

export const fetchCancelledClasses = (memberNumber: string) =>
  apiGet<CancelledClass[]>(`/swim/cancelled-classes/${encodeURIComponent(memberNumber)}`);
