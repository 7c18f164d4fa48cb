import { apiGet } from '@portal/shared';

/** GET /bsb/{xxx-xxx}: resolves when valid, throws the server's message otherwise. */
export const checkBsb = (bsb: string) => apiGet<unknown>(`/bsb/${encodeURIComponent(bsb)}`);
