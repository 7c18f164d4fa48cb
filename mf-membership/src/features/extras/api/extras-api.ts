// One fetcher per extras endpoint.
import { apiGet, apiPost } from '@portal/shared';
import type { ActiveExtras, BuyAddonRequest, BuyExtraPayload, BuySubscriptionRequest, PurchasableExtras } from '@portal/shared/contracts';

export const getActiveExtras = (memberNumber: string) => apiGet<ActiveExtras>(`/extras/active/${encodeURIComponent(memberNumber)}`);
export const getPurchasableExtras = (clubId: number) => apiGet<PurchasableExtras>(`/extras/purchasable/${clubId}`);
export const buySubscription = (body: BuySubscriptionRequest, idempotencyKey: string) =>
  apiPost<BuyExtraPayload>('/extras/buy-subscription', body, { idempotencyKey, timeout: 30_000 });
export const buyAddon = (body: BuyAddonRequest, idempotencyKey: string) =>
  apiPost<BuyExtraPayload>('/extras/buy-addon', body, { idempotencyKey, timeout: 30_000 });
