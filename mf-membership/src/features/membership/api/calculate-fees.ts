import { apiPost } from '@portal/shared';
import type { FeeBreakdown, FeeCalculationRequest } from '@portal/shared/contracts';

export const calculateFees = (body: FeeCalculationRequest) => apiPost<FeeBreakdown>('/membership/calculate-fees', body);
