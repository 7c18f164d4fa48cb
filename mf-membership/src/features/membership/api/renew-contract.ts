import { apiPost } from '@portal/shared';
import type { RenewContractPayload, RenewContractRequest } from '@portal/shared/contracts';

// The card check and the agreement can take a while at a real gateway.
export const renewContract = (body: RenewContractRequest) =>
  apiPost<RenewContractPayload>('/membership/renew-contract', body, { timeout: 30_000 });
