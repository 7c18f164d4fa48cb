import { apiGet } from '@portal/shared';
import type { PurchasableSubscription } from '@portal/shared/contracts';

export const getTypeSubscriptions = (typeId: number) =>
  apiGet<PurchasableSubscription[]>(`/membership-types/type/${typeId}/subscriptions`);
