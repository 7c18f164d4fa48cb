import { apiPost } from '@portal/shared';
import type { CompleteSignupPayload, CompleteSignupRequest } from '@portal/shared/contracts';

export const completeSignup = (body: CompleteSignupRequest, idempotencyKey: string) =>
  apiPost<CompleteSignupPayload>('/membership/complete-signup', body, { idempotencyKey, timeout: 30_000 });
