import type { BsbPayload } from '@portal/shared/contracts';
import { apiGet } from '@portal/shared';

/** GET /bsb/{xxx-xxx}: valid when the answer has no error message. */
export function checkBsb(bsb: string, signal?: AbortSignal): Promise<BsbPayload> {
  return apiGet<BsbPayload>(`/bsb/${encodeURIComponent(bsb)}`, { signal });
}
